import type { HttpApi } from '@/ports/HttpApi'
import type { TokenStore } from '@/ports/TokenStore'
import { logout as logoutEndpoint } from '@/ports/api/user'

/** Signing out always ends the local session, even when the server cannot be reached. */
export async function logout(deps: { api: HttpApi; tokens: TokenStore }): Promise<void> {
  if (deps.tokens.get()) await deps.api.call(logoutEndpoint, {}).catch(() => undefined)
  deps.tokens.clear()
}
