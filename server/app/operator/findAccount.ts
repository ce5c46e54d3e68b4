import { isPhone } from '@/core/domain/phone'
import type { UserRecord } from '../../ports/UserRepo'
import type { OperatorDeps } from './operatorServices'

/** The account with this phone, or a sentence telling the operator what to do instead. */
export async function findAccount(deps: Pick<OperatorDeps, 'users'>, phone: string): Promise<{ ok: true; user: UserRecord } | { ok: false; error: string }> {
  if (!isPhone(phone)) return { ok: false, error: `"${phone}" is not a phone number (11 digits starting with 1).` }
  const user = await deps.users.byPhone(phone)
  if (!user) return { ok: false, error: `No account has the phone ${phone}. The student signs up first (SMS login creates the account), then grant again.` }
  return { ok: true, user }
}
