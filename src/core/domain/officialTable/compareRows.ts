/** How many rows (or schools) a change adds, removes and changes, out of how many before and after. */
export interface Changes {
  before: number
  after: number
  added: number
  removed: number
  changed: number
}

export interface RowComparison {
  rows: Changes
  /** Groups of rows (schools, by 院校代号): added / removed when all their rows are, changed when some are. */
  groups: Changes & { addedKeys: string[]; removedKeys: string[]; changedKeys: string[] }
}

/**
 * Compares one table-year before and after a change: rows matched by `keyOf` (e.g. 院校代号 + 专业代号),
 * equal when `signatureOf` is (all the row's fields), grouped by `groupOf` (the school). Keys are unique
 * on each side (the import refuses a file that repeats one).
 */
export function compareRows<T>(
  before: readonly T[],
  after: readonly T[],
  keyOf: (row: T) => string,
  signatureOf: (row: T) => string,
  groupOf: (row: T) => string,
): RowComparison {
  const old = new Map(before.map((r) => [keyOf(r), r]))
  const fresh = new Map(after.map((r) => [keyOf(r), r]))
  const rows: Changes = { before: old.size, after: fresh.size, added: 0, removed: 0, changed: 0 }
  const touched = new Set<string>()
  for (const [key, r] of fresh) {
    const was = old.get(key)
    if (!was) rows.added++
    else if (signatureOf(was) !== signatureOf(r)) rows.changed++
    else continue
    touched.add(groupOf(r))
  }
  for (const [key, r] of old)
    if (!fresh.has(key)) {
      rows.removed++
      touched.add(groupOf(r))
    }
  const oldGroups = new Set(before.map(groupOf))
  const newGroups = new Set(after.map(groupOf))
  const addedKeys = [...newGroups].filter((g) => !oldGroups.has(g)).sort()
  const removedKeys = [...oldGroups].filter((g) => !newGroups.has(g)).sort()
  const changedKeys = [...touched].filter((g) => oldGroups.has(g) && newGroups.has(g)).sort()
  const groups = {
    before: oldGroups.size,
    after: newGroups.size,
    added: addedKeys.length,
    removed: removedKeys.length,
    changed: changedKeys.length,
    addedKeys,
    removedKeys,
    changedKeys,
  }
  return { rows, groups }
}
