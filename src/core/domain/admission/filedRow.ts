/**
 * Where 平行投档 files a student with real cutoffs: the first row whose cutoff rank reaches the student's
 * rank (a smaller rank is a better student), −1 when none does (滑档). A row whose cutoff is unknown (NaN)
 * never files: a backtest must not count a row it cannot judge as an admission.
 */
export function filedRow(cutoffRanks: ArrayLike<number>, studentRank: number): number {
  for (let i = 0; i < cutoffRanks.length; i++) if (cutoffRanks[i] >= studentRank) return i
  return -1
}
