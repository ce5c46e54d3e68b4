import { z } from 'zod'
import type { ChatTool } from '../../../ports/ChatModel'
import type { ChatToolArgs, ChatToolResults } from '../../../ports/ChatToolTypes'
import type { ServerDeps } from '../../../ports/ServerDeps'
import { rowsOfMajor } from '../resolve/resolveMajor'

/** Enough programmes to answer "学费多少" for a major without pasting a school's whole plan. */
const SHOWN = 5

export function planFacts(deps: Pick<ServerDeps, 'reference'>): ChatTool<ChatToolArgs['planFacts'], ChatToolResults['planFacts']> {
  return {
    name: 'planFacts',
    description:
      'The newest 招生计划 rows of a school (院校代号), optionally only programmes whose name begins with `major` and/or only 中外合作, and/or only rows whose note holds one of `noteWords`: tuition (元/年), length (years) and the plan’s note (campus, single-subject and language limits).',
    args: z.object({
      schoolCode: z.string().regex(/^\d{4}$/),
      major: z.string().optional(),
      sinoForeign: z.boolean().optional(),
      noteWords: z.array(z.string().min(1)).optional(),
    }),
    async run({ schoolCode, major, sinoForeign, noteWords }) {
      const school = await deps.reference.school(schoolCode)
      if (!school) return { ok: false, reason: 'unknownSchool' }
      const plans = await deps.reference.plansOfSchool(schoolCode)
      const year = Math.max(0, ...plans.map((p) => p.year))
      const programmes = rowsOfMajor(
        plans.filter((p) => p.year === year && (sinoForeign === undefined || p.sinoForeign === sinoForeign)),
        (p) => p.majorKey,
        major,
      )
      if (programmes.length === 0) return { ok: false, reason: 'noData', ...(year > 0 ? { years: [year] } : {}) }
      // No row whose note names the limit is an answer too ("the plan notes say nothing of it"): total 0, not a miss.
      const rows = noteWords ? programmes.filter((p) => noteWords.some((w) => p.note.includes(w))) : programmes
      return {
        ok: true,
        year,
        school: { code: school.code, name: school.name },
        total: rows.length,
        rows: rows.slice(0, SHOWN).map((p) => ({
          majorName: p.majorName,
          tuition: p.tuition,
          length: p.length,
          sinoForeign: p.sinoForeign,
          note: p.note,
        })),
      }
    },
  }
}
