import { bandOf } from '@/core/domain/admission/admitProbability'
import { indexProbability } from '@/core/domain/admission/indexProbability'
import { percentText } from '@/core/domain/admission/listTypes'
import { isEligible } from '@/core/domain/subjectRequirement'
import { z } from 'zod'
import type { ChatTool } from '../../../ports/ChatModel'
import type { ChatToolArgs, ChatToolResults } from '../../../ports/ChatToolTypes'
import type { ServerDeps, UsesVolunteer } from '../../../ports/ServerDeps'
import { programmeMatches, rowsOfMajor } from '../resolve/resolveMajor'

/** Enough rows to show the spread of a school's programmes without flooding a chat reply. */
const SHOWN = 5
/** The closed programmes named as examples. */
const CLOSED_SHOWN = 3

export function admitChance(
  deps: Pick<ServerDeps, 'reference'> & UsesVolunteer<'model'>,
): ChatTool<ChatToolArgs['admitChance'], ChatToolResults['admitChance']> {
  return {
    name: 'admitChance',
    description:
      'P(admit) and band (冲/稳/保/不建议) of a 位次 on the plan year’s programmes of a school (院校代号) and/or a major, from the admission model; the most likely first. With the student’s 选考 subjects, only the programmes open to them are rows; the closed ones are counted (closed, closedExamples) and get no probability.',
    args: z.object({
      rank: z.number().int().min(1),
      schoolCode: z.string().optional(),
      major: z.string().optional(),
      subjects: z.array(z.string()).optional(),
    }),
    async run({ rank, schoolCode, major, subjects }) {
      const cat = await deps.volunteer.model.catalogue()
      if (!cat) return { ok: false, reason: 'noData' }
      const school = schoolCode ? await deps.reference.school(schoolCode) : null
      const ofSchool = schoolCode === undefined ? cat.candidates : cat.candidates.filter((c) => c.schoolCode === schoolCode)
      // Across all schools a major keeps to names that begin with it; within one, "医学" may also mean 临床医学.
      const matched =
        schoolCode === undefined
          ? ofSchool.filter((c) => major === undefined || programmeMatches(c.majorName, major))
          : rowsOfMajor(ofSchool, (c) => c.majorName, major)
      const rows = matched
        .flatMap((c) => {
          const i = cat.index.position.get(c.id)
          // Exactly as a plan row gets its probability (planItem): the shared table of the index.
          const p = i === undefined ? null : indexProbability(cat.index, i, rank)
          if (p === null) return []
          return [
            {
              p,
              row: {
                schoolName: c.schoolName,
                majorName: c.majorName,
                probability: percentText(p),
                band: bandOf(p),
                eligible: c.rule && subjects ? isEligible(c.rule, subjects) : null,
              },
            },
          ]
        })
        .sort((a, b) => b.p - a.p)
      // A programme the subjects cannot apply to has no chance to give: a probability beside it would read as one.
      const open = rows.filter((r) => r.row.eligible !== false)
      const closed = rows.filter((r) => r.row.eligible === false)
      return {
        ok: true,
        year: cat.year,
        rank,
        school: school ? { code: school.code, name: school.name } : null,
        major: major ?? null,
        total: open.length,
        rows: open.slice(0, SHOWN).map((r) => r.row),
        closed: closed.length,
        planSubjects: cat.index.planSubjects ? [...cat.index.planSubjects] : null,
        closedExamples: closed.slice(0, CLOSED_SHOWN).map((r) => (schoolCode === undefined ? `${r.row.schoolName} ${r.row.majorName}` : r.row.majorName)),
      }
    },
  }
}
