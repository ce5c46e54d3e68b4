import { ServiceType, type ServiceTypeValue } from '../access'
import { ServiceId } from '@/ports/api/pay'
import type { AccessFlags } from '../access'

/** "1,3,5" → [1, 3, 5]: the service ids an item grants (unknown or repeated parts dropped). */
export function parseServices(text: string): number[] {
  const ids = text
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0)
  return [...new Set(ids)]
}

/** The services that can be sold today: the others (tests, 三位一体 pages) are not built yet. */
export const SELLABLE_SERVICES: readonly number[] = [ServiceId.superVip, ServiceId.baseVip, ServiceId.check, ServiceId.threeOne]

/**
 * Whether the user already holds a service for good: super vip includes the AI pages and unlimited checks,
 * so checks count as held only for a super vip (bought checks are used up, so they can always be bought again).
 */
export function holdsService(user: AccessFlags, serviceId: number): boolean {
  switch (serviceId) {
    case ServiceId.superVip:
    case ServiceId.check:
      return user.isSuperVip === 1
    case ServiceId.baseVip:
      return user.isBaseVip === 1 || user.isSuperVip === 1
    case ServiceId.threeOne:
      return user.isThreeOne === 1
    default:
      return false
  }
}

/** An item is bought (unselectable) when the user holds every service it grants. */
export function holdsAll(user: AccessFlags, services: readonly number[]): boolean {
  return services.length > 0 && services.every((s) => holdsService(user, s))
}

/** The entitlement changes a paid item makes: flags turned on and checks added (never anything taken away). */
export interface ServiceGrant {
  isSuperVip?: 1
  isBaseVip?: 1
  isThreeOne?: 1
  addChecks: number
}

export function grantOf(services: readonly number[], checks: number): ServiceGrant {
  const grant: ServiceGrant = { addChecks: 0 }
  for (const s of services) {
    if (s === ServiceId.superVip) {
      grant.isSuperVip = 1
      grant.isBaseVip = 1
    }
    if (s === ServiceId.baseVip) grant.isBaseVip = 1
    if (s === ServiceId.threeOne) grant.isThreeOne = 1
    if (s === ServiceId.check) grant.addChecks = Math.max(0, Math.floor(checks))
  }
  return grant
}

/** The service a paywall's type asks the purchase dialog to preselect (spec §4 "Service types"). */
export function serviceForType(type: number | undefined): number {
  const byType: Record<ServiceTypeValue, number> = {
    [ServiceType.Ai]: ServiceId.superVip,
    [ServiceType.Super]: ServiceId.superVip,
    [ServiceType.Check]: ServiceId.check,
    [ServiceType.noAny]: ServiceId.threeOne,
  }
  return byType[type as ServiceTypeValue] ?? ServiceId.superVip
}

interface Selectable {
  id: number
  type: number
  service: string
  isBuy: number
}

/**
 * The item the dialog opens with: the single service (type 1) for the paywall's type, else a package that
 * includes it, else the first item still for sale; null when everything is bought.
 */
export function preselect<T extends Selectable>(items: readonly T[], type: number | undefined): T | null {
  const wanted = serviceForType(type)
  const open = items.filter((i) => i.isBuy !== 1)
  const grants = (i: T) => parseServices(i.service).includes(wanted)
  return open.find((i) => i.type === 1 && grants(i)) ?? open.find(grants) ?? open[0] ?? null
}
