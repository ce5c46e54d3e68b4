/** No figure about fewer students than this is shown: a count of 1–9 could point at a classmate. */
export const MIN_GROUP = 10

/**
 * Counts as they may be shown: a count of 1 … MIN_GROUP − 1 becomes null ("fewer than 10"). When exactly
 * one count is hidden, the smallest other non-zero count is hidden too, so no hidden count can be worked
 * out from the total and the shown ones. Zero stays shown (it says nothing about anyone).
 */
export function suppressSmall(counts: readonly number[]): Array<number | null> {
  const out: Array<number | null> = counts.map((c) => (c > 0 && c < MIN_GROUP ? null : c))
  const hidden = out.filter((c) => c === null).length
  if (hidden === 1) {
    let j = -1
    for (let i = 0; i < counts.length; i++) if (out[i] !== null && counts[i] > 0 && (j < 0 || counts[i] < counts[j])) j = i
    if (j >= 0) out[j] = null
  }
  return out
}
