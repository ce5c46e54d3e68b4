import type { ServerDeps } from '../ports/ServerDeps'
import { ok, type Call, type Outcome } from './outcome'

/** Ends the session the request came with. */
export async function logout(deps: ServerDeps, _input: unknown, call: Call): Promise<Outcome<null>> {
  if (call.token) await deps.repos.tokens.delete(await deps.digest.sha256(call.token))
  return ok(null)
}
