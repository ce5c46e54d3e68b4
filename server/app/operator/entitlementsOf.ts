import { vipLevel } from '@/core/domain/vipLevel'
import type { Entitlements, OperatorDeps } from './operatorServices'

/** An account's level, flags and every grant row, as the operator sees them after a command. */
export async function entitlementsOf(deps: Pick<OperatorDeps, 'users' | 'grants'>, userId: number): Promise<Entitlements> {
  const u = (await deps.users.byId(userId))!
  return {
    userId: u.id,
    phone: u.phone,
    vipLevel: vipLevel(u),
    isSuperVip: u.isSuperVip,
    isBaseVip: u.isBaseVip,
    isThreeOne: u.isThreeOne,
    volunteerVerify: u.volunteerVerify,
    grants: await deps.grants.list(u.id),
  }
}
