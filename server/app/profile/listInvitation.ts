import type { UsesRepos } from '../../ports/ServerDeps'
import { callerOf, ok, type Call } from '../shared/outcome'

/** Only the last four digits of an invited phone are shown: the inviter has no claim to the whole number. */
function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****'
}

/** The accounts that signed up with the caller's invite code, oldest first. */
export async function listInvitation(deps: UsesRepos<'users'>, _input: unknown, call: Call) {
  const invited = await deps.repos.users.invitedBy(callerOf(call))
  return ok(invited.map((row) => ({ id: row.id, phone: maskPhone(row.phone), createdAt: new Date(row.createdAt).toISOString() })))
}
