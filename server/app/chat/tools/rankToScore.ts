import { scoreOfRank } from '@/core/domain/scoreRank'
import { z } from 'zod'
import type { ChatTool } from '../../../ports/ChatModel'
import type { ChatToolArgs, ChatToolResults } from '../../../ports/ChatToolTypes'
import type { ServerDeps } from '../../../ports/ServerDeps'
import { tableFor } from './referenceCache'

export function rankToScore(deps: Pick<ServerDeps, 'reference'>): ChatTool<ChatToolArgs['rankToScore'], ChatToolResults['rankToScore']> {
  return {
    name: 'rankToScore',
    description: '一分一段: the score held at a cumulative rank (位次) in a year (default: the newest table).',
    args: z.object({ rank: z.number().int().min(1), year: z.number().int().optional() }),
    async run({ rank, year }) {
      const t = await tableFor(deps.reference, year)
      if (!('table' in t)) return { ok: false, reason: 'noTable', years: t.years }
      const row = scoreOfRank(t.table, rank)
      return row ? { ok: true, year: t.year, rank, score: row.score } : { ok: false, reason: 'outOfTable', years: [t.year] }
    },
  }
}
