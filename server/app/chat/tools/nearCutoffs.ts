import { z } from 'zod'
import type { ChatTool } from '../../../ports/ChatModel'
import type { ChatToolArgs, ChatToolResults } from '../../../ports/ChatToolTypes'
import type { UsesVolunteer } from '../../../ports/ServerDeps'
import { programmeMatches } from '../resolve/resolveMajor'

/** How far (as a share of the rank) a programme's cutoff rank may lie from the student's and still count as "near". */
const WINDOW = 0.1
/** A handful of examples: the full list is the AI志愿 function's job, not a chat reply's. */
const SHOWN = 6

export function nearCutoffs(deps: UsesVolunteer<'model'>): ChatTool<ChatToolArgs['nearCutoffs'], ChatToolResults['nearCutoffs']> {
  return {
    name: 'nearCutoffs',
    description:
      'Programmes of the plan whose newest 投档线 rank is near a 位次 (within ±10%), the nearest first and one per school, optionally only programmes whose name begins with `major`: examples of what that rank reached last time, not a recommendation.',
    args: z.object({ rank: z.number().int().min(1), major: z.string().optional() }),
    async run({ rank, major }) {
      const cat = await deps.volunteer.model.catalogue()
      if (!cat) return { ok: false, reason: 'noData' }
      const year = Math.max(0, ...cat.entries.map((e) => e.history[0]?.year ?? 0))
      if (year === 0) return { ok: false, reason: 'noData' }
      const near = cat.entries
        .flatMap((e) => {
          const h = e.history[0]
          return h &&
            h.year === year &&
            h.minRank !== null &&
            Math.abs(h.minRank - rank) <= rank * WINDOW &&
            (major === undefined || programmeMatches(e.candidate.majorName, major))
            ? [{ schoolName: e.candidate.schoolName, majorName: e.candidate.majorName, minScore: h.minScore, minRank: h.minRank }]
            : []
        })
        .sort((a, b) => Math.abs(a.minRank - rank) - Math.abs(b.minRank - rank))
      const seen = new Set<string>()
      const rows = near.filter((r) => !seen.has(r.schoolName) && seen.add(r.schoolName)).slice(0, SHOWN)
      return { ok: true, year, rank, total: near.length, rows }
    },
  }
}
