import type { RowComparison } from './compareRows'

/**
 * An import may lose at most this share of a year's rows or schools without `--replace-year`: an
 * official table is complete for its year, so a file that drops more is most likely the wrong file or a
 * part of one (a 2-row file once replaced the 17,890 rows of 2025).
 */
export const MAX_LOSS_PERCENT = 5

/** Whether the change removes more than MAX_LOSS_PERCENT of the rows, or of the schools, there were. */
export function refusesLoss(c: RowComparison, maxPercent = MAX_LOSS_PERCENT): boolean {
  const over = (removed: number, before: number) => removed * 100 > maxPercent * before
  return over(c.rows.removed, c.rows.before) || over(c.groups.removed, c.groups.before)
}
