/** Tree data where an item's id equals its parent id is an error. */
export interface TreeItem {
  id: number
  parentId: number
}

export type Tree<T> = T & { children?: Tree<T>[] }

export type TreeResult<T> = { ok: true; value: Tree<T>[] } | { ok: false; error: 'tree.selfParent' | 'tree.cycle'; id: number }

/**
 * Builds a forest from flat rows: rows whose parent is not present are roots; siblings keep the
 * input order (sort first if order matters). Rows on a parent cycle are reported, never dropped silently.
 */
export function buildTree<T>(rows: readonly T[], idOf: (row: T) => TreeItem): TreeResult<T> {
  const ids = new Set(rows.map((row) => idOf(row).id))
  for (const row of rows) {
    const { id, parentId } = idOf(row)
    if (id === parentId) return { ok: false, error: 'tree.selfParent', id }
  }
  const nodes = rows.map((row) => ({ ...row }) as Tree<T>)
  const byParent = new Map<number, Tree<T>[]>()
  const roots: Tree<T>[] = []
  nodes.forEach((node, index) => {
    const { parentId } = idOf(rows[index])
    if (!ids.has(parentId)) roots.push(node)
    else byParent.set(parentId, [...(byParent.get(parentId) ?? []), node])
  })
  let placed = 0
  const attach = (node: Tree<T>, index: number): void => {
    placed += 1
    const children = byParent.get(idOf(rows[index]).id)
    if (!children) return
    node.children = children
    for (const child of children) attach(child, nodes.indexOf(child))
  }
  for (const root of roots) attach(root, nodes.indexOf(root))
  if (placed < nodes.length) {
    const stray = nodes.findIndex((_, index) => !isReachable(index))
    return { ok: false, error: 'tree.cycle', id: idOf(rows[stray]).id }
  }
  return { ok: true, value: roots }

  function isReachable(index: number): boolean {
    let { parentId } = idOf(rows[index])
    const seen = new Set<number>([idOf(rows[index]).id])
    while (ids.has(parentId)) {
      if (seen.has(parentId)) return false
      seen.add(parentId)
      parentId = idOf(rows.find((row) => idOf(row).id === parentId) as T).parentId
    }
    return true
  }
}
