/** A new order of a list is exactly its ids, each once, in any order: nothing added, lost or repeated. */
export function isReordering(have: readonly number[], given: readonly number[]): boolean {
  if (have.length !== given.length || new Set(given).size !== given.length) return false
  const own = new Set(have)
  return given.every((id) => own.has(id))
}
