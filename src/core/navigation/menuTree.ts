import type { MenuNodeShape } from '@/ports/api/schemas'

/** Visible menu entries (menuType 0 = menu, hide 0), children sorted by sortNumber. */
export function visibleMenus(nodes: readonly MenuNodeShape[]): MenuNodeShape[] {
  return nodes
    .filter((node) => node.menuType === 0 && node.hide === 0)
    .sort((a, b) => a.sortNumber - b.sortNumber)
    .map((node) => ({ ...node, children: node.children ? visibleMenus(node.children) : undefined }))
}

/** The first leaf of the menu tree becomes the home path. */
export function firstLeafPath(nodes: readonly MenuNodeShape[]): string | null {
  for (const node of visibleMenus(nodes)) {
    if (node.children && node.children.length > 0) {
      const leaf = firstLeafPath(node.children)
      if (leaf) return leaf
    } else if (node.path) return node.path
  }
  return null
}
