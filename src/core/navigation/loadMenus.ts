import type { HttpApi } from '@/ports/HttpApi'
import type { MenuNodeShape } from '@/ports/api/schemas'
import { userMenu } from '@/ports/api/system'
import { attempt, type Result } from '../result'

/** The menu tree the header shows; its first leaf is the home path. */
export function loadMenus(deps: { api: HttpApi }): Promise<Result<MenuNodeShape[]>> {
  return attempt(() => deps.api.call(userMenu, {}))
}
