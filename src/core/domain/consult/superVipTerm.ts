import { ServiceId, type MembershipItem, type OrderRow } from '@/ports/api/pay'
import { parseServices } from '../pay/services'

/**
 * The end of the 尊享版 term: the latest validUntil among paid orders of an item that grants service 1.
 * An order names its item by subject (the item's name when ordered), so an order is matched by that name.
 */
export function superVipUntil(
  orders: readonly Pick<OrderRow, 'subject' | 'status' | 'validUntil'>[],
  items: readonly Pick<MembershipItem, 'name' | 'service'>[],
): number | null {
  const granting = new Set(items.filter((item) => parseServices(item.service).includes(ServiceId.superVip)).map((item) => item.name))
  let until: number | null = null
  for (const order of orders) {
    if (order.status !== 'paid' || order.validUntil === null || !granting.has(order.subject)) continue
    if (until === null || order.validUntil > until) until = order.validUntil
  }
  return until
}

/** What the greeting offers a non-member: the cheapest item on sale that grants 尊享版, a single service before a package. */
export function superVipItem<T extends Pick<MembershipItem, 'service' | 'type' | 'price'>>(items: readonly T[]): T | null {
  const granting = items.filter((item) => parseServices(item.service).includes(ServiceId.superVip))
  return [...granting].sort((a, b) => a.type - b.type || a.price - b.price)[0] ?? null
}
