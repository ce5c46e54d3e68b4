import type { UsesRepos } from '../../ports/ServerDeps'
import { ok, type Outcome } from '../shared/outcome'

/** getUserCount: how many students have registered (shown publicly as social proof). */
export async function userCount(deps: UsesRepos<'users'>): Promise<Outcome<number>> {
  return ok(await deps.repos.users.count())
}
