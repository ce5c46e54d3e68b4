import { equalRankScores } from '@/core/domain/scoreRank'
import { z } from 'zod'
import type { ChatTool } from '../../../ports/ChatModel'
import type { ChatToolArgs, ChatToolResults } from '../../../ports/ChatToolTypes'
import type { ServerDeps } from '../../../ports/ServerDeps'
import { rankTablesOf } from './referenceCache'

export function equalScores(deps: Pick<ServerDeps, 'reference'>): ChatTool<ChatToolArgs['equalScores'], ChatToolResults['equalScores']> {
  return {
    name: 'equalScores',
    description: '等位分: a score of one year (default: the newest) → its rank, and the score that held the same rank in every other year.',
    args: z.object({ score: z.number().int().min(0).max(750), year: z.number().int().optional() }),
    async run({ score, year }) {
      const tables = await rankTablesOf(deps.reference)
      const years = [...tables.keys()].sort((a, b) => a - b)
      const y = year ?? years[years.length - 1]
      if (y === undefined || !tables.has(y)) return { ok: false, reason: 'noTable', years }
      const rows = equalRankScores(tables, y, score)
      const own = rows.find((r) => r.year === y)
      if (!own) return { ok: false, reason: 'outOfTable', years: [y] }
      return { ok: true, year: y, score, rank: own.rank, others: rows.filter((r) => r.year !== y).map((r) => ({ year: r.year, score: r.score })) }
    },
  }
}
