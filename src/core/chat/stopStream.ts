import type { HttpApi } from '@/ports/HttpApi'
import type { TokenStore } from '@/ports/TokenStore'
import { stopStream as stop } from '@/ports/api/chat'

/** Tells the server to stop generating; a failed stop call is ignored. */
export async function stopStream(deps: { api: HttpApi; tokens: TokenStore }, userId: number): Promise<void> {
  await deps.api.call(stop, { userId, token: deps.tokens.get() ?? undefined }).catch(() => undefined)
}
