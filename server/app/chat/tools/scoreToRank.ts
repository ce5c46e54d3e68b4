import { rankOfScore } from '@/core/domain/scoreRank'
import { z } from 'zod'
import type { ChatTool } from '../../../ports/ChatModel'
import type { ChatToolArgs, ChatToolResults } from '../../../ports/ChatToolTypes'
import type { ServerDeps } from '../../../ports/ServerDeps'
import { tableFor } from './referenceCache'

export function scoreToRank(deps: Pick<ServerDeps, 'reference'>): ChatTool<ChatToolArgs['scoreToRank'], ChatToolResults['scoreToRank']> {
  return {
    name: 'scoreToRank',
    description: '一分一段: the cumulative rank (位次) of a total score in a year (default: the newest table) and how many students had it.',
    args: z.object({ score: z.number().int().min(0).max(750), year: z.number().int().optional() }),
    async run({ score, year }) {
      const t = await tableFor(deps.reference, year)
      if (!('table' in t)) return { ok: false, reason: 'noTable', years: t.years }
      const row = rankOfScore(t.table, score)
      return row ? { ok: true, year: t.year, score, rank: row.rank, count: row.count } : { ok: false, reason: 'outOfTable', years: [t.year] }
    },
  }
}
