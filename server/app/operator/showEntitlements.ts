import { entitlementsOf } from './entitlementsOf'
import { findAccount } from './findAccount'
import type { OperatorDeps, OperatorResult } from './operatorServices'

/** show: what the account with this phone has, and every grant that explains it. */
export async function showEntitlements(deps: Pick<OperatorDeps, 'users' | 'grants'>, phone: string): Promise<OperatorResult> {
  const found = await findAccount(deps, phone)
  return found.ok ? { ok: true, value: await entitlementsOf(deps, found.user.id) } : found
}
