import { entitlementsOf } from './entitlementsOf'
import { findAccount } from './findAccount'
import { SERVICE_FLAG, type OperatorDeps, type OperatorResult, type OperatorService } from './operatorServices'

/** Turns a service on (checks are added to what is left) and records the grant as kind 'operator'. */
export async function grantService(deps: OperatorDeps, input: { phone: string; service: OperatorService; checks?: number }): Promise<OperatorResult> {
  const found = await findAccount(deps, input.phone)
  if (!found.ok) return found
  const user = found.user
  if (input.service === 'check') {
    const n = input.checks ?? 1
    if (!Number.isInteger(n) || n < 1 || n > 1000) return { ok: false, error: `--checks must be a whole number from 1 to 1000 (got ${input.checks}).` }
    await deps.users.setEntitlements(user.id, { volunteerVerify: user.volunteerVerify + n })
    await deps.grants.record({ userId: user.id, kind: 'operator', detail: `grant volunteerVerify+${n} (operator)`, at: deps.clock.now() })
  } else {
    if (input.checks !== undefined) return { ok: false, error: '--checks goes with --service check only.' }
    const flag = SERVICE_FLAG[input.service]
    await deps.users.setEntitlements(user.id, { [flag]: 1 })
    await deps.grants.record({ userId: user.id, kind: 'operator', detail: `grant ${flag}=1 (operator)`, at: deps.clock.now() })
  }
  return { ok: true, value: await entitlementsOf(deps, user.id) }
}
