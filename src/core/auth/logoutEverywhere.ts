import type { HttpApi } from '@/ports/HttpApi'
import type { TokenStore } from '@/ports/TokenStore'
import { logoutEverywhere as logoutEverywhereEndpoint } from '@/ports/api/user'
import { attempt, type Result } from '../result'

/** 退出所有设备: the server ends every session of the account (this one too); the local one ends with it. */
export async function logoutEverywhere(deps: { api: HttpApi; tokens: TokenStore }): Promise<Result<{ ended: number }>> {
  const result = await attempt(() => deps.api.call(logoutEverywhereEndpoint, {}))
  if (result.ok) deps.tokens.clear()
  return result
}
