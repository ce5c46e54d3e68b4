import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { ok, type Call, type Outcome } from '../shared/outcome'

/** Ends the session the request came with. */
export async function logout(deps: UsesRepos<'tokens'> & Pick<ServerDeps, 'digest'>, _input: unknown, call: Call): Promise<Outcome<null>> {
  if (call.token) await deps.repos.tokens.delete(await deps.digest.sha256(call.token))
  return ok(null)
}
