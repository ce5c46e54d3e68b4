import type { ServerDeps, UsesRepos, UsesVolunteer } from '../../ports/ServerDeps'
import type { UserRecord } from '../../ports/UserRepo'

/**
 * Payment is not built yet, so every account gets one honest, recorded trial: base vip (the AI pages)
 * and TRIAL_CHECKS volunteer checks. It is written to entitlement_grants as kind 'trial' so a purchase
 * can be told apart from it, and it is granted once per account, ever.
 */
export const TRIAL_CHECKS = 3

export type TrialDeps = UsesRepos<'users'> & UsesVolunteer<'grants'> & Pick<ServerDeps, 'clock'>

export async function ensureTrial(deps: TrialDeps, user: UserRecord): Promise<UserRecord> {
  const grants = deps.volunteer.grants
  if (await grants.has(user.id, 'trial')) return user
  const recorded = await grants.record({
    userId: user.id,
    kind: 'trial',
    detail: `isBaseVip=1, volunteerVerify+${TRIAL_CHECKS} (trial, no payment)`,
    at: deps.clock.now(),
  })
  if (!recorded) return (await deps.repos.users.byId(user.id)) ?? user
  const changes = { isBaseVip: 1, volunteerVerify: user.volunteerVerify + TRIAL_CHECKS }
  await deps.repos.users.setEntitlements(user.id, changes)
  return { ...user, ...changes }
}
