import { reachesLine, scoreForLine } from '../domain/batchLine'
import type { BatchChoices } from './loadBatchChoices'

type ChoosableBatch = BatchChoices['batches'][number]

export interface BelowLine {
  /** The score compared with the line (总分 for 普通类, 综合分 otherwise). */
  score: number
  line: number
  year: number | null
  /** The batch to choose instead: the enabled batch with the highest line the score reaches (普通类第二段 below the 一段 line). */
  recommended: ChoosableBatch | null
}

/**
 * Whether the student's score falls below the newest line of `batchId`, with the batch to recommend
 * instead. Null when the score reaches the line, or when the score or the line is not known (the server's
 * check still runs on confirm). The comparison is the domain's batchLine rule the server's check uses.
 */
export function belowLine(
  batches: readonly ChoosableBatch[],
  student: Parameters<typeof scoreForLine>[0] | null | undefined,
  artType: string | null,
  batchId: number | null,
): BelowLine | null {
  const batch = batches.find((b) => b.id === batchId)
  const score = student ? scoreForLine(student, artType) : null
  if (!batch || score === null || batch.line === null || batch.line === undefined) return null
  if (reachesLine(score, { score: batch.line })) return null
  // A batch without a line has nothing to fall below; one with a line the score reaches is the closer fit.
  const lineOf = (b: ChoosableBatch) => (typeof b.line === 'number' ? b.line : -Infinity)
  const reachable = batches.filter((b) => b.id !== batch.id && b.status !== 0 && reachesLine(score, typeof b.line === 'number' ? { score: b.line } : null))
  const recommended = reachable.reduce<ChoosableBatch | null>((best, b) => (!best || lineOf(b) > lineOf(best) ? b : best), null)
  return { score, line: batch.line, year: batch.year ?? null, recommended }
}
