import type { AccessFlags } from '@/core/domain/access'
import { fenToYuan } from '@/core/domain/pay/money'
import { holdsAll, parseServices } from '@/core/domain/pay/services'
import type { MembershipItem } from '@/ports/api/pay'
import type { Membership } from '../../ports/MembershipRepo'

/** An item as the purchase dialog shows it to this user: bought (unselectable), the test mode's trial, or neither. */
export function itemOf(m: Membership, user: AccessFlags | null, testMode: boolean): MembershipItem {
  const bought = user !== null && holdsAll(user, parseServices(m.services))
  return {
    id: m.id,
    name: m.name,
    price: fenToYuan(m.priceFen),
    type: m.type,
    service: m.services,
    checks: m.checks,
    validDays: m.validDays,
    slogan: m.slogan,
    failure: m.originalFen === null ? null : fenToYuan(m.originalFen).toFixed(2),
    style: m.style,
    isBuy: bought ? 1 : 0,
    label: bought ? 'bought' : testMode ? 'trial' : null,
    status: m.status,
  }
}
