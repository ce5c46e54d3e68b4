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
  // One pass keeps, per group, the `room` best-liked (enough to fill `keep` under the school cap in
  // practice), in a small array sorted best first; a crowded group rejects most candidates at its tail.
  const room = keep * 3
  const groups = new Map<number, number[]>()
  for (let k = 0; k < pool.length; k++) {
    const i = pool[k]
    const g = x.targets[i] * 128 + Math.floor(x.probability[i] * 100)
    let top = groups.get(g)
    if (!top) groups.set(g, (top = []))
    const u = x.utility[i]
    if (top.length >= room && u <= x.utility[top[top.length - 1]]) continue
    let at = top.length
    while (at > 0 && x.utility[top[at - 1]] < u) at--
    top.splice(at, 0, i)
    if (top.length > room) top.pop()
  }
  const out: number[] = []
  for (const top of groups.values()) {
    const seen = new Map<number, number>()
    let kept = 0
    for (const i of top) {
      if (kept >= keep) break
      const s = seen.get(x.school[i]) ?? 0
      if (s >= perSchool) continue
      seen.set(x.school[i], s + 1)
      out.push(i)
      kept++
    }
  }
  return out.sort((a, b) => a - b)
}
