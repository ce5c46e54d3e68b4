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
 * How a user stands to one service: 'owned' (bought or granted as itself), 'included' (part of something
 * owned: 尊享版 includes the AI pages and unlimited checks), or 'open'. Checks are never 'owned': bought
 * checks are used up, so they can always be bought again.
 */
export function serviceStanding(user: AccessFlags, serviceId: number): 'owned' | 'included' | 'open' {
  switch (serviceId) {
    case ServiceId.superVip:
      return user.isSuperVip === 1 ? 'owned' : 'open'
    case ServiceId.check:
      return user.isSuperVip === 1 ? 'included' : 'open'
    case ServiceId.baseVip:
      return user.isSuperVip === 1 ? 'included' : user.isBaseVip === 1 ? 'owned' : 'open'
    case ServiceId.threeOne:
      return user.isThreeOne === 1 ? 'owned' : 'open'
    default:
      return 'open'
  }
}

/**
 * What an item is to this user (issue 35: nothing held is sold again, and 已购买 only for what is owned):
 * 'bought' when it grants only what the user owns, 'included' when all it grants is held and some of it only
 * as part of 尊享版, 'overlaps' when a package grants something held besides something not (it is not sold:
 * the single items sell the rest), 'open' otherwise. Only 'open' items can be bought.
 */
export function itemStanding(user: AccessFlags, services: readonly number[]): 'bought' | 'included' | 'overlaps' | 'open' {
  if (services.length === 0) return 'open'
  const standings = services.map((s) => serviceStanding(user, s))
  if (standings.every((s) => s === 'owned')) return 'bought'
  if (standings.every((s) => s !== 'open')) return 'included'
  return standings.some((s) => s !== 'open') ? 'overlaps' : 'open'
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

/**
 * An account's flags with what its paid, unexpired orders grant (issue 35: a membership lapses at its end). The
 * account's own flags are what was given without a date (the trial, an operator); a paid order's services hold
 * from payment to its valid_until and are never written onto the account, so nothing has to switch them off.
 */
export function withPaidServices<U extends AccessFlags>(user: U, paidServices: readonly (readonly number[])[]): U {
  const granted = paidServices.map((services) => grantOf(services, 0))
  const any = (flag: 'isSuperVip' | 'isBaseVip' | 'isThreeOne') => user[flag] === 1 || granted.some((g) => g[flag] === 1)
  return { ...user, isSuperVip: any('isSuperVip') ? 1 : 0, isBaseVip: any('isBaseVip') ? 1 : 0, isThreeOne: any('isThreeOne') ? 1 : 0 }
}

/** The service a paywall's type asks the purchase dialog to preselect. */
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
