import { accessTo, type AccessArea } from '@/core/domain/access'
import { needServiceCode } from '@/ports/api/plan'
import type { UserRecord } from '../../ports/UserRepo'
import { ensureTrial, type TrialDeps } from './ensureTrial'
import { fail, ok, type Outcome } from './outcome'

const KEYS = { 1: 'access.needAi', 2: 'access.needSuper', 3: 'access.needCheck', 4: 'access.needSuper' } as const

/** The caller with the trial applied, or a refusal naming the service to buy (code 4600 + service type). */
export async function requireAccess(deps: TrialDeps, userId: number, area: AccessArea): Promise<Outcome<UserRecord>> {
  const found = await deps.repos.users.byId(userId)
  if (!found) return fail('common.sessionExpired')
  const user = await ensureTrial(deps, found)
  const decision = accessTo(area, user)
  if (decision.allowed) return ok(user)
  return { ok: false, error: KEYS[decision.serviceType], code: needServiceCode(decision.serviceType), params: { serviceType: decision.serviceType } }
}
