import { accessTo, type AccessArea } from '@/core/domain/access'
import { needServiceCode } from '@/ports/api/plan'
import type { ServerDeps } from '../ports/ServerDeps'
import type { UserRecord } from '../ports/UserRepo'
import type { VolunteerDeps } from '../ports/VolunteerDeps'
import { fail, ok, type Outcome } from './outcome'

/**
 * Payment is a later issue, so every account gets one honest, recorded trial: base vip (the AI pages)
 * and TRIAL_CHECKS volunteer checks. It is written to entitlement_grants as kind 'trial' so a purchase
 * can be told apart from it, and it is granted once per account, ever.
 */
export const TRIAL_CHECKS = 3

export async function ensureTrial(deps: ServerDeps, v: VolunteerDeps, user: UserRecord): Promise<UserRecord> {
  if (await v.grants.has(user.id, 'trial')) return user
  const recorded = await v.grants.record({ userId: user.id, kind: 'trial', detail: `isBaseVip=1, volunteerVerify+${TRIAL_CHECKS} (trial, no payment)`, at: deps.clock.now() })
  if (!recorded) return (await deps.repos.users.byId(user.id)) ?? user
  const changes = { isBaseVip: 1, volunteerVerify: user.volunteerVerify + TRIAL_CHECKS }
  await deps.repos.users.setEntitlements(user.id, changes)
  return { ...user, ...changes }
}

const KEYS = { 1: 'access.needAi', 2: 'access.needSuper', 3: 'access.needCheck', 4: 'access.needSuper' } as const

/** The caller with the trial applied, or a refusal naming the service to buy (code 4600 + service type). */
export async function requireAccess(deps: ServerDeps, v: VolunteerDeps, userId: number, area: AccessArea): Promise<Outcome<UserRecord>> {
  const found = await deps.repos.users.byId(userId)
  if (!found) return fail('common.sessionExpired')
  const user = await ensureTrial(deps, v, found)
  const decision = accessTo(area, user)
  if (decision.allowed) return ok(user)
  return { ok: false, error: KEYS[decision.serviceType], code: needServiceCode(decision.serviceType), params: { serviceType: decision.serviceType } }
}
