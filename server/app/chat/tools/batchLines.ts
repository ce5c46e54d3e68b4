import { z } from 'zod'
import type { ChatTool } from '../../../ports/ChatModel'
import type { ChatToolArgs, ChatToolResults } from '../../../ports/ChatToolTypes'
import type { ServerDeps } from '../../../ports/ServerDeps'

export function batchLines(deps: Pick<ServerDeps, 'reference'>): ChatTool<ChatToolArgs['batchLines'], ChatToolResults['batchLines']> {
  return {
    name: 'batchLines',
    description: 'Zhejiang 普通类 segment lines (一段, 二段, 特控线) with score and rank, for one year or all years.',
    args: z.object({ year: z.number().int().optional() }),
    async run({ year }) {
      const all = await deps.reference.batchLines()
      const rows = all.filter((r) => year === undefined || r.year === year).sort((a, b) => b.year - a.year)
      if (rows.length === 0) return { ok: false, reason: 'noData', years: [...new Set(all.map((r) => r.year))].sort((a, b) => a - b) }
      return { ok: true, rows: rows.map((r) => ({ year: r.year, batch: r.batch, score: r.score, rank: r.rank })) }
    },
  }
}
