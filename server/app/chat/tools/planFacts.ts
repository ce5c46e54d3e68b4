import { z } from 'zod'
import type { ChatTool } from '../../../ports/ChatModel'
import type { ChatToolArgs, ChatToolResults } from '../../../ports/ChatToolTypes'
import type { ServerDeps } from '../../../ports/ServerDeps'
import { programmeMatches } from '../resolve/resolveMajor'

/** Enough programmes to answer "学费多少" for a major without pasting a school's whole plan. */
const SHOWN = 5

export function planFacts(deps: Pick<ServerDeps, 'reference'>): ChatTool<ChatToolArgs['planFacts'], ChatToolResults['planFacts']> {
  return {
    name: 'planFacts',
    description:
      'The newest 招生计划 rows of a school (院校代号), optionally only programmes whose name begins with `major` and/or only 中外合作: tuition (元/年), length (years) and the plan’s note (campus, single-subject and language limits).',
    args: z.object({ schoolCode: z.string().regex(/^\d{4}$/), major: z.string().optional(), sinoForeign: z.boolean().optional() }),
    async run({ schoolCode, major, sinoForeign }) {
      const school = await deps.reference.school(schoolCode)
      if (!school) return { ok: false, reason: 'unknownSchool' }
      const plans = await deps.reference.plansOfSchool(schoolCode)
      const year = Math.max(0, ...plans.map((p) => p.year))
      const rows = plans.filter(
        (p) => p.year === year && (major === undefined || programmeMatches(p.majorKey, major)) && (sinoForeign === undefined || p.sinoForeign === sinoForeign),
      )
      if (rows.length === 0) return { ok: false, reason: 'noData', ...(year > 0 ? { years: [year] } : {}) }
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
