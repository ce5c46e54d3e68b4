import type { HttpApi } from '@/ports/HttpApi'
import { membershipList, type MembershipItem } from '@/ports/api/pay'
import { attempt, type Result } from '../result'

/** What the purchase dialog sells to this user: services (type 1) and packages (type 2), each marked bought or trial. */
export async function loadMemberships(deps: { api: HttpApi }, userId: number): Promise<Result<MembershipItem[]>> {
  return attempt(() => deps.api.call(membershipList, { userId, status: '1' }))
}
