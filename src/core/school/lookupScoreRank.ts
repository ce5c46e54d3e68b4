import type { HttpApi } from '@/ports/HttpApi'
import type { OutputOf } from '@/ports/api/endpoint'
import { dataTime, equalRankScore, scoreRank } from '@/ports/api/school'
import { attempt, fail, ok, type Result } from '../result'

export type ScoreRankAnswer = OutputOf<typeof scoreRank>
export type EqualRankRow = OutputOf<typeof equalRankScore>[number]

/** score → cumulative rank, or rank → score, in one year's 一分一段; bad input fails before any call. */
export async function lookupScoreRank(
  deps: { api: HttpApi },
  q: { year: number; by: 'score' | 'rank'; value: string },
): Promise<Result<{ answer: ScoreRankAnswer; equal: EqualRankRow[] }>> {
  const n = Number(q.value.trim())
  if (!q.value.trim() || !Number.isInteger(n)) return fail(q.by === 'score' ? 'rank.needScore' : 'rank.needRank')
  if (q.by === 'score' && (n < 0 || n > 750)) return fail('rank.badScore')
  if (q.by === 'rank' && n < 1) return fail('rank.badRank')
  const answer = await attempt(() => deps.api.call(scoreRank, q.by === 'score' ? { year: q.year, score: n } : { year: q.year, rank: n }))
  if (!answer.ok) return answer
  // 等位分 is keyed by the score, so a rank look-up asks with the score it found.
  const equal = await attempt(() => deps.api.call(equalRankScore, { year: q.year, score: answer.value.score }))
  return ok({ answer: answer.value, equal: equal.ok ? equal.value : [] })
}

/** The years with a 一分一段 table, newest first (the widget's year picker; the first is its default). */
export async function loadRankYears(deps: { api: HttpApi }): Promise<Result<number[]>> {
  const r = await attempt(() => deps.api.call(dataTime, {}))
  return r.ok ? ok([...r.value.rankYears].sort((a, b) => b - a)) : r
}
