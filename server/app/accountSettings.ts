import { avatarDataUrlError } from '@/core/domain/imageResize'
import type { ParsedInputOf } from '@/ports/api/endpoint'
import type * as user from '@/ports/api/user'
import type { ServerDeps } from '../ports/ServerDeps'
import { checkSmsCode } from './checkSmsCode'
import { callerOf, fail, ok, type Call, type Outcome } from './outcome'

/** updPassWord: the old password (as its digest) must match before the new one is stored. */
export async function changePassword(deps: ServerDeps, input: ParsedInputOf<typeof user.changePassword>, call: Call): Promise<Outcome<null>> {
  const account = await deps.repos.users.byId(callerOf(call))
  if (!account) return { ok: false, error: 'common.sessionExpired', code: 403 }
  if (!account.passwordHash || !(await deps.hasher.verify(input.oldPassword, account.passwordHash))) return fail('password.oldWrong')
  await deps.repos.users.setPasswordHash(account.id, await deps.hasher.hash(input.newPassword))
  return ok(null)
}

/** updPassSmall: an SMS code sent to the account's own phone proves the owner instead of the old password. */
export async function changePasswordBySms(deps: ServerDeps, input: ParsedInputOf<typeof user.changePasswordBySms>, call: Call): Promise<Outcome<null>> {
  const account = await deps.repos.users.byId(callerOf(call))
  if (!account) return { ok: false, error: 'common.sessionExpired', code: 403 }
  if (!(await checkSmsCode(deps, account.phone, input.smsCode))) return fail('login.smsCodeWrong')
  await deps.repos.users.setPasswordHash(account.id, await deps.hasher.hash(input.newPassword))
  return ok(null)
}

/** updPass (personal info): nickname and avatar; the avatar must be an image data URL of at most 2 MB. */
export async function updateProfile(deps: ServerDeps, input: ParsedInputOf<typeof user.updateProfile>, call: Call): Promise<Outcome<null>> {
  if (input.avatar !== undefined) {
    const invalid = avatarDataUrlError(input.avatar)
    if (invalid) return fail(invalid)
  }
  const nickName = input.nickName === undefined ? undefined : input.nickName.trim() || null
  await deps.repos.users.updateProfile(callerOf(call), { nickName, avatar: input.avatar })
  return ok(null)
}

/** Only the last four digits of an invited phone are shown: the inviter has no claim to the whole number. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****'
}

export async function listInvitation(deps: ServerDeps, _input: unknown, call: Call) {
  const invited = await deps.repos.users.invitedBy(callerOf(call))
  return ok(invited.map((row) => ({ id: row.id, phone: maskPhone(row.phone), createdAt: new Date(row.createdAt).toISOString() })))
}

export async function inviteCodeOf(deps: ServerDeps, _input: unknown, call: Call): Promise<Outcome<string>> {
  const account = await deps.repos.users.byId(callerOf(call))
  return account ? ok(account.inviteCode) : { ok: false, error: 'common.sessionExpired', code: 403 }
}
