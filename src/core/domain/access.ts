import { isCheckOnly, vipLevel, type VipFlags } from './vipLevel'

/** The service type a denied page's buy prompt offers (the three-one list gives noAny). */
export const ServiceType = { Ai: 1, Super: 2, Check: 3, noAny: 4 } as const
export type ServiceTypeValue = (typeof ServiceType)[keyof typeof ServiceType]

/**
 * What a page or call needs:
 * - ai: AI volunteer pages and the plan/volunteer-list data behind them (base or super vip);
 * - premier: premierEdition pages (super vip);
 * - threeOne: the three-one page list (isThreeOne);
 * - check: the volunteer check (super vip, or a check left on volunteerVerify);
 * - list: the volunteer list itself, which a check-only user must be able to fill in order to check it.
 */
export type AccessArea = 'ai' | 'premier' | 'threeOne' | 'check' | 'list'

export interface AccessFlags extends VipFlags {
  isThreeOne?: number
}

export type AccessDecision = { allowed: true } | { allowed: false; serviceType: ServiceTypeValue }

/** "A user owning all services passes everywhere." */
export function ownsAll(user: AccessFlags): boolean {
  return user.isSuperVip === 1 && user.isBaseVip === 1 && user.isThreeOne === 1 && (user.volunteerVerify ?? 0) > 0
}

/** The access rule (see AccessArea; an owner of every service passes everywhere): allowed, or the service type the buy prompt should offer. */
export function accessTo(area: AccessArea, user: AccessFlags): AccessDecision {
  if (ownsAll(user)) return { allowed: true }
  const level = vipLevel(user)
  const deny = (serviceType: ServiceTypeValue): AccessDecision => ({ allowed: false, serviceType })
  switch (area) {
    case 'premier':
      return level === 3 ? { allowed: true } : deny(ServiceType.Super)
    case 'ai':
      return level >= 2 ? { allowed: true } : deny(ServiceType.Ai)
    case 'threeOne':
      return user.isThreeOne === 1 ? { allowed: true } : deny(ServiceType.noAny)
    case 'check':
      return level === 3 || (user.volunteerVerify ?? 0) > 0 ? { allowed: true } : deny(ServiceType.Check)
    case 'list':
      return level >= 2 || isCheckOnly(user) ? { allowed: true } : deny(ServiceType.Ai)
  }
}

/** Whether a check by this user uses up one of their volunteerVerify checks (super vip checks freely). */
export function checkIsCounted(user: AccessFlags): boolean {
  return vipLevel(user) !== 3
}

const AREAS: readonly AccessArea[] = ['ai', 'premier', 'threeOne', 'check', 'list']

/**
 * A user's roles and authorities for element-level checks (src/core/domain/authorize.ts): roles name the
 * memberships held (student, baseVip, superVip, threeOne, checkOnly); authorities the areas open to them
 * (`access:ai`, `access:premier`, …), from the same access rule the routes and the server use.
 */
export function rolesOf(user: AccessFlags): string[] {
  const roles = ['student']
  const level = vipLevel(user)
  if (level >= 2) roles.push('baseVip')
  if (level === 3) roles.push('superVip')
  if (user.isThreeOne === 1) roles.push('threeOne')
  if (isCheckOnly(user)) roles.push('checkOnly')
  return roles
}

export function authoritiesOf(user: AccessFlags): string[] {
  return AREAS.filter((area) => accessTo(area, user).allowed).map((area) => `access:${area}`)
}
