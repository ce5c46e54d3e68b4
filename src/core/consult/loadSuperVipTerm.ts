import type { HttpApi } from '@/ports/HttpApi'
import { membershipList, rechargeHistory } from '@/ports/api/pay'
import { superVipUntil } from '../domain/consult/superVipTerm'
import { attempt, type Result } from '../result'

/** How many of the newest orders are read: a family places a handful a year. */
const ORDERS_READ = 50

/**
 * Until when the student's 尊享版 lasts, from their latest paid order of an item granting it; null when no such
 * order is found (granted by an operator or the trial, or the item is no longer on sale).
 */
export async function loadSuperVipTerm(deps: { api: HttpApi }, userId: number): Promise<Result<number | null>> {
  return attempt(async () => {
    const [orders, items] = await Promise.all([
      deps.api.call(rechargeHistory, { userId, pageNum: 1, pageSize: ORDERS_READ }),
      deps.api.call(membershipList, { userId, status: '1' }),
    ])
    return superVipUntil(orders.list, items)
  })
}
