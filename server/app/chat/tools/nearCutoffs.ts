import { z } from 'zod'
import type { ChatTool } from '../../../ports/ChatModel'
import type { ChatToolArgs, ChatToolResults } from '../../../ports/ChatToolTypes'
import type { UsesVolunteer } from '../../../ports/ServerDeps'
import { isEligible } from '@/core/domain/subjectRequirement'
import { programmeMatches } from '../resolve/resolveMajor'
import { SCHOOL_TAGS } from '../../../ports/ChatToolTypes'

/** How far (as a share of the rank) a programme's cutoff rank may lie from the student's and still count as "near". */
const WINDOW = 0.1
/** A handful of examples: the full list is the AI志愿 function's job, not a chat reply's. */
const SHOWN = 6

export function nearCutoffs(deps: UsesVolunteer<'model'>): ChatTool<ChatToolArgs['nearCutoffs'], ChatToolResults['nearCutoffs']> {
  return {
    name: 'nearCutoffs',
    description:
      'Programmes of the plan whose newest 投档线 rank is near a 位次 (within ±10%), the nearest first and one per school, optionally only programmes whose name begins with `major`, or only schools tagged `tag` (985, 211, 双一流; then also the tagged programme with the furthest cutoff rank), only programmes open to the 选考 `subjects`, only schools in `place` (a province or city): examples of what that rank reached last time, not a recommendation.',
    args: z.object({
      rank: z.number().int().min(1),
      major: z.string().optional(),
      tag: z.enum(SCHOOL_TAGS).optional(),
      subjects: z.array(z.string()).optional(),
      place: z.string().optional(),
    }),
    async run({ rank, major, tag, subjects, place }) {
      const cat = await deps.volunteer.model.catalogue()
      if (!cat) return { ok: false, reason: 'noData' }
      const year = Math.max(0, ...cat.entries.map((e) => e.history[0]?.year ?? 0))
      if (year === 0) return { ok: false, reason: 'noData' }
      // The programmes asked about with last year's cutoff: of the major, at schools of the tag; whether the subjects may apply.
      const all = cat.entries.flatMap((e) => {
        const h = e.history[0]
        return h &&
          h.year === year &&
          h.minRank !== null &&
          (major === undefined || programmeMatches(e.candidate.majorName, major)) &&
          (tag === undefined || e.tags.includes(tag)) &&
          (place === undefined || e.candidate.province === place || e.candidate.city === place)
          ? [
              {
                schoolName: e.candidate.schoolName,
                majorName: e.candidate.majorName,
                minScore: h.minScore,
                minRank: h.minRank,
                open: subjects === undefined || e.candidate.rule === null || isEligible(e.candidate.rule, subjects),
              },
            ]
          : []
      })
      const isNear = (r: { minRank: number }) => Math.abs(r.minRank - rank) <= rank * WINDOW
      const asked = all.filter((r) => r.open).map(({ open: _, ...r }) => r)
      const near = asked.filter(isNear).sort((a, b) => Math.abs(a.minRank - rank) - Math.abs(b.minRank - rank))
      const seen = new Set<string>()
      const rows = near.filter((r) => !seen.has(r.schoolName) && seen.add(r.schoolName)).slice(0, SHOWN)
      // With a tag, none near may still mean some are within reach: the one that admitted the furthest rank says how far.
      const furthest = tag === undefined ? null : asked.reduce<(typeof asked)[number] | null>((f, r) => (f === null || r.minRank > f.minRank ? r : f), null)
      const planSubjects = cat.index.planSubjects ? [...cat.index.planSubjects] : null
      return { ok: true, year, rank, total: near.length, rows, furthest, closed: all.filter((r) => !r.open && isNear(r)).length, planSubjects }
    },
  }
}
