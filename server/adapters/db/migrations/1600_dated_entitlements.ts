import type { Migration } from 'kysely'
import { grantOf, parseServices } from '@/core/domain/pay/services'

/**
 * Issue 35: a paid order's services now hold until its valid_until, read from the order at every read
 * (DatedUserRepo), instead of being written onto the account for good. The flags earlier payments wrote are
 * taken off the accounts here, so those memberships lapse on their date too — except where something else
 * may have given the flag: an operator's grant (kept as it is) or the trial (it gives the base vip).
 */
export const datedEntitlements: Migration = {
  async up(db) {
    const paid = await db.selectFrom('orders').select(['user_id', 'services']).where('status', '=', 'paid').execute()
    const grants = await db.selectFrom('entitlement_grants').select(['user_id', 'kind']).execute()
    const kinds = new Map<number, Set<string>>()
    for (const g of grants) kinds.set(Number(g.user_id), (kinds.get(Number(g.user_id)) ?? new Set()).add(String(g.kind)))
    const byUser = new Map<number, number[]>()
    for (const o of paid) byUser.set(Number(o.user_id), [...(byUser.get(Number(o.user_id)) ?? []), ...parseServices(String(o.services))])
    for (const [userId, services] of byUser) {
      const given = kinds.get(userId) ?? new Set<string>()
      if (given.has('operator')) continue
      const g = grantOf(services, 0)
      const changes = {
        ...(g.isSuperVip ? { is_super_vip: 0 } : {}),
        ...(g.isBaseVip && !given.has('trial') ? { is_base_vip: 0 } : {}),
        ...(g.isThreeOne ? { is_three_one: 0 } : {}),
      }
      if (Object.keys(changes).length > 0) await db.updateTable('users').set(changes).where('id', '=', userId).execute()
    }
    await db.schema.createIndex('orders_user_status').on('orders').columns(['user_id', 'status']).ifNotExists().execute()
  },
}
