/**
 * Which region a typed place name means: the exact name, else the first (by code) whose name starts with it,
 * so "浙江" finds 浙江省 and "杭州" finds 杭州市. Both reference-data adapters use this one rule.
 */
export function matchPlace<T extends { code: string; name: string }>(rows: readonly T[], query: string): T | null {
  const q = query.trim()
  if (q === '') return null
  const exact = rows.find((r) => r.name === q)
  if (exact) return exact
  const prefixed = rows.filter((r) => r.name.startsWith(q)).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
  return prefixed[0] ?? null
}
