import { rankOfScore, scoreOfRank } from '@/core/domain/scoreRank'
import type { ServerDeps } from '../../ports/ServerDeps'
import { fail, ok } from '../shared/outcome'

/** score → {score, count, rank} or rank → the score held at that rank, with the year's 一分一段. */
export async function scoreRankLookup(deps: Pick<ServerDeps, 'reference'>, q: { year: number; score?: number; rank?: number }) {
  const table = await deps.reference.rankTable(q.year)
  const row = q.score !== undefined ? rankOfScore(table, q.score) : q.rank !== undefined ? scoreOfRank(table, q.rank) : null
  if (!row) return fail('common.notFound')
  return ok({ score: q.score ?? row.score, count: row.count, rank: row.rank })
}
