import type { Clock } from '@/ports/Clock'
import type { Grant, GrantRepo } from '../../ports/GrantRepo'
import type { UserRepo } from '../../ports/UserRepo'

/** What an operator can hand out by hand until payment exists: super vip, three-one, volunteer check, and base vip for the AI pages. */
export const OPERATOR_SERVICES = ['super', 'base', 'threeOne', 'check'] as const
export type OperatorService = (typeof OPERATOR_SERVICES)[number]

/** The user flag each service other than checks turns on or off. */
export const SERVICE_FLAG = { super: 'isSuperVip', base: 'isBaseVip', threeOne: 'isThreeOne' } as const

export interface OperatorDeps {
  users: UserRepo
  grants: GrantRepo
  clock: Clock
}

export interface Entitlements {
  userId: number
  phone: string
  vipLevel: 1 | 2 | 3
  isSuperVip: number
  isBaseVip: number
  isThreeOne: number
  volunteerVerify: number
  grants: Grant[]
}

/** Failures are sentences for the operator at the terminal. */
export type OperatorResult = { ok: true; value: Entitlements } | { ok: false; error: string }
