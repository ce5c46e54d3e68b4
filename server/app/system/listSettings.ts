import type { SystemSetting } from '@/ports/api/schemas'
import type { UsesRepos } from '../../ports/ServerDeps'
import { ok, type Outcome } from '../shared/outcome'

/** Every system setting, for the pages that read them. */
export async function listSettings(deps: UsesRepos<'content'>): Promise<Outcome<SystemSetting[]>> {
  return ok(await deps.repos.content.settings())
}
