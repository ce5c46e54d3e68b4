import { rankOfScore } from '@/core/domain/scoreRank'
import { z } from 'zod'
import type { ChatTool } from '../../../ports/ChatModel'
import type { ChatToolArgs, ChatToolResults } from '../../../ports/ChatToolTypes'
import type { ServerDeps } from '../../../ports/ServerDeps'
import { tableFor } from './referenceCache'

export function scoreToRank(deps: Pick<ServerDeps, 'reference'>): ChatTool<ChatToolArgs['scoreToRank'], ChatToolResults['scoreToRank']> {
  return {
    name: 'scoreToRank',
    description:
      '一分一段: the cumulative rank (位次) of a total score in a year (default: the newest table) and how many students had it; with `than`, the same for a second score and how many ranks lie between the two.',
    args: z.object({ score: z.number().int().min(0).max(750), year: z.number().int().optional(), than: z.number().int().min(0).max(750).optional() }),
    async run({ score, year, than }) {
      const t = await tableFor(deps.reference, year)
      if (!('table' in t)) return { ok: false, reason: 'noTable', years: t.years }
      const row = rankOfScore(t.table, score)
      if (!row) return { ok: false, reason: 'outOfTable', years: [t.year] }
      const other = than === undefined ? null : rankOfScore(t.table, than)
      const second = other && than !== undefined ? { score: than, rank: other.rank, count: other.count, between: Math.abs(other.rank - row.rank) } : null
      return { ok: true, year: t.year, score, rank: row.rank, count: row.count, than: second }
    },
  }
}
