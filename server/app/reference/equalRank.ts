import { equalRankScores, type ScoreRankRow } from '@/core/domain/scoreRank'
import type { ServerDeps } from '../../ports/ServerDeps'
import { ok } from '../shared/outcome'

/** 等位分 of a score in every year with a table. */
export async function equalRank(deps: Pick<ServerDeps, 'reference'>, q: { year: number; score: number }) {
  const tables = new Map<number, ScoreRankRow[]>()
  for (const y of await deps.reference.rankYears()) tables.set(y, await deps.reference.rankTable(y))
  return ok(equalRankScores(tables, q.year, q.score))
}
