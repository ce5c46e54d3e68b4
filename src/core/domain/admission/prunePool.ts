/**
 * The generator's candidates, thinned without changing what it can choose. Two programmes with the same
 * admission probability have the same chances on every node of the shared shock, so between them the
 * one the student prefers always adds more; a list of at most 80 rows, four a school, takes only the
 * best few of each probability step. Per step of 1 % and per set of wanted majors, the `keep` best-liked
 * programmes stay (at most `perSchool` of one school): a few hundred instead of 15,000.
 */
export function prunePool(
  pool: ArrayLike<number>,
  x: { probability: ArrayLike<number>; utility: ArrayLike<number>; school: ArrayLike<number>; targets: ArrayLike<number> },
  keep = 16,
  perSchool = 2,
): number[] {
  // One native numeric sort over packed keys (group, utility descending to 0.01, position): several
  // times faster than a comparator sort, which matters because this runs for every list.
  const groups = new Map<number, number>()
  const keys = new Float64Array(pool.length)
  for (let k = 0; k < pool.length; k++) {
    const i = pool[k]
    const g = x.targets[i] * 128 + Math.floor(x.probability[i] * 100)
    let id = groups.get(g)
    if (id === undefined) groups.set(g, (id = groups.size))
    const u = 10000 - Math.round(Math.max(0, Math.min(100, x.utility[i])) * 100)
    keys[k] = (id * 16384 + u) * 65536 + k
  }
  keys.sort()
  const out: number[] = []
  const seenIn = new Map<number, number>()
  let group = -1
  let kept = 0
  for (let n = 0; n < keys.length; n++) {
    const key = keys[n]
    const k = key % 65536
    const id = Math.floor(key / 65536 / 16384)
    if (id !== group) {
      group = id
      kept = 0
      seenIn.clear()
    }
    if (kept >= keep) continue
    const i = pool[k]
    const s = seenIn.get(x.school[i]) ?? 0
    if (s >= perSchool) continue
    seenIn.set(x.school[i], s + 1)
    out.push(i)
    kept++
  }
  return out.sort((a, b) => a - b)
}
