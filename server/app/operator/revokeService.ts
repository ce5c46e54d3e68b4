import { entitlementsOf } from './entitlementsOf'
import { findAccount } from './findAccount'
import { SERVICE_FLAG, type OperatorDeps, type OperatorResult, type OperatorService } from './operatorServices'

/** Turns a service off (check: no checks left); recorded too, so the history explains the flags. */
export async function revokeService(deps: OperatorDeps, input: { phone: string; service: OperatorService }): Promise<OperatorResult> {
  const found = await findAccount(deps, input.phone)
  if (!found.ok) return found
  const user = found.user
  const change = input.service === 'check' ? { volunteerVerify: 0 } : { [SERVICE_FLAG[input.service]]: 0 }
  await deps.users.setEntitlements(user.id, change)
  const [[field, value]] = Object.entries(change)
  await deps.grants.record({ userId: user.id, kind: 'operator', detail: `revoke ${field}=${value} (operator)`, at: deps.clock.now() })
  return { ok: true, value: await entitlementsOf(deps, user.id) }
}
