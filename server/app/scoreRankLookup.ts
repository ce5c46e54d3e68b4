import { equalRankScores, rankOfScore, scoreOfRank, type ScoreRankRow } from '@/core/domain/scoreRank'
import type { ReferenceData } from '../ports/ReferenceData'

/** score → {score, count, rank} or rank → the score held at that rank, with the year's 一分一段. */
export async function scoreRankLookup(ref: ReferenceData, q: { year: number; score?: number; rank?: number }) {
  const table = await ref.rankTable(q.year)
  if (q.score !== undefined) {
    const row = rankOfScore(table, q.score)
    return row ? { score: q.score, count: row.count, rank: row.rank } : null
  }
  if (q.rank !== undefined) {
    const row = scoreOfRank(table, q.rank)
    return row ? { score: row.score, count: row.count, rank: row.rank } : null
  }
  return null
}

/** 等位分 of a score in every year with a table. */
export async function equalRank(ref: ReferenceData, q: { year: number; score: number }) {
  const tables = new Map<number, ScoreRankRow[]>()
  for (const y of await ref.rankYears()) tables.set(y, await ref.rankTable(y))
  return equalRankScores(tables, q.year, q.score)
}
