import type { SystemSetting } from '@/ports/api/schemas'
import type { ServerDeps } from '../ports/ServerDeps'
import { ok, type Outcome } from './outcome'

export async function listSettings(deps: ServerDeps): Promise<Outcome<SystemSetting[]>> {
  return ok(await deps.repos.content.settings())
}
