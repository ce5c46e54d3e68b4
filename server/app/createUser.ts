import type { ServerDeps } from '../ports/ServerDeps'
import type { UserRecord } from '../ports/UserRepo'
import { ensureTrial } from './volunteerAccess'

/**
 * Creates an account; a valid invite code links the inviter, an unknown one is ignored
 * (a typo in someone's code must not block registration).
 */
export async function createUser(deps: ServerDeps, phone: string, passwordHash: string | null, addCode?: string): Promise<UserRecord> {
  const inviter = addCode ? await deps.repos.users.byInviteCode(addCode.trim()) : null
  let inviteCode = deps.ids.inviteCode()
  for (let tries = 0; tries < 5 && (await deps.repos.users.byInviteCode(inviteCode)); tries += 1) inviteCode = deps.ids.inviteCode()
  const user = await deps.repos.users.create({
    phone,
    passwordHash,
    inviteCode,
    invitedBy: inviter?.id ?? null,
    nickName: `考生${phone.slice(-4)}`,
    createdAt: deps.clock.now(),
  })
  // Issue 5: payment comes later, so a new account starts with the recorded trial (base vip + checks).
  return deps.volunteer ? ensureTrial(deps, deps.volunteer, user) : user
}
