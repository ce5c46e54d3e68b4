import type { AccessFlags } from '@/core/domain/access'
import { fenToYuan } from '@/core/domain/pay/money'
import { itemStanding, parseServices } from '@/core/domain/pay/services'
import type { MembershipItem } from '@/ports/api/pay'
import type { Membership } from '../../ports/MembershipRepo'

/** An item as the purchase dialog shows it to this user: not for sale to them (and why), the test mode's trial, or neither. */
export function itemOf(m: Membership, user: AccessFlags | null, testMode: boolean): MembershipItem {
  const standing = user === null ? 'open' : itemStanding(user, parseServices(m.services))
  const closed = standing !== 'open'
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
    isBuy: closed ? 1 : 0,
    label: closed ? standing : testMode ? 'trial' : null,
    status: m.status,
  }
}
