import { buildTree } from '@/core/domain/tree'
import type { MenuNodeShape } from '@/ports/api/schemas'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { ok, type Outcome } from '../shared/outcome'

/** The navigation menu tree (its first leaf is the home path), siblings ordered by sortNumber; a broken tree is a server fault, logged. */
export async function userMenu(deps: UsesRepos<'content'> & Pick<ServerDeps, 'logger'>): Promise<Outcome<MenuNodeShape[]>> {
  const rows = [...(await deps.repos.content.menus())].sort((a, b) => a.sortNumber - b.sortNumber || a.menuId - b.menuId)
  const tree = buildTree(rows, (row) => ({ id: row.menuId, parentId: row.parentId }))
  if (!tree.ok) {
    deps.logger.error('menu rows do not form a tree', { error: tree.error, menuId: tree.id })
    return { ok: false, error: 'common.serverError', code: -1 }
  }
  return ok(tree.value)
}
