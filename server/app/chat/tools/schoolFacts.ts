import { z } from 'zod'
import type { ChatTool } from '../../../ports/ChatModel'
import type { ChatToolArgs, ChatToolResults } from '../../../ports/ChatToolTypes'
import { SCHOOL_TAGS } from '../../../ports/ChatToolTypes'
import type { ServerDeps } from '../../../ports/ServerDeps'

/** The edition of 软科中国大学排名 the school table carries (data/PROVENANCE.md). */
const RUANKE_YEAR = 2025

export function schoolFacts(deps: Pick<ServerDeps, 'reference'>): ChatTool<ChatToolArgs['schoolFacts'], ChatToolResults['schoolFacts']> {
  return {
    name: 'schoolFacts',
    description:
      'A school’s place (province, city), nature (public / private), level (本科 / 专科), governing body, which of 985 / 211 / 双一流 it is and is not, and its 软科中国大学排名 rank, by its 4-digit 院校代号.',
    args: z.object({ schoolCode: z.string().regex(/^\d{4}$/) }),
    async run({ schoolCode }) {
      const s = await deps.reference.school(schoolCode)
      if (!s) return { ok: false, reason: 'unknownSchool' }
      const has = { '985': s.is985, '211': s.is211, 双一流: s.doubleFirst !== null && s.doubleFirst !== '' }
      return {
        ok: true,
        school: { code: s.code, name: s.name },
        province: s.province,
        city: s.city,
        nature: s.nature,
        level: s.level,
        affiliation: s.affiliation,
        tags: SCHOOL_TAGS.filter((t) => has[t]),
        notTags: SCHOOL_TAGS.filter((t) => !has[t]),
        ruankeRank: s.ruankeRank ?? null,
        ruankeYear: RUANKE_YEAR,
      }
    },
  }
}
