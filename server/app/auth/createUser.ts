import type { ServerDeps } from '../../ports/ServerDeps'
import type { UserRecord } from '../../ports/UserRepo'
import { ensureTrial, type TrialDeps } from '../shared/ensureTrial'

export type CreateUserDeps = TrialDeps & Pick<ServerDeps, 'ids'>

/**
 * Creates an account; a valid invite code links the inviter, an unknown one is ignored
 * (a typo in someone's code must not block registration).
 */
export async function createUser(deps: CreateUserDeps, phone: string, passwordHash: string | null, addCode?: string): Promise<UserRecord> {
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
  // Payment is not built yet, so a new account starts with the recorded trial (base vip + checks).
  return ensureTrial(deps, user)
}
