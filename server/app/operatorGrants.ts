import { vipLevel } from '@/core/domain/vipLevel'
import { isPhone } from '@/core/domain/phone'
import type { Clock } from '@/ports/Clock'
import type { Grant, GrantRepo } from '../ports/GrantRepo'
import type { UserRecord, UserRepo } from '../ports/UserRepo'

/** What an operator can hand out by hand until payment exists (spec §4 service ids 1, 3, 5; base vip for the AI pages). */
export const OPERATOR_SERVICES = ['super', 'base', 'threeOne', 'check'] as const
export type OperatorService = (typeof OPERATOR_SERVICES)[number]

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

const FLAG = { super: 'isSuperVip', base: 'isBaseVip', threeOne: 'isThreeOne' } as const

async function find(deps: OperatorDeps, phone: string): Promise<{ ok: true; user: UserRecord } | { ok: false; error: string }> {
  if (!isPhone(phone)) return { ok: false, error: `"${phone}" is not a phone number (11 digits starting with 1).` }
  const user = await deps.users.byPhone(phone)
  if (!user) return { ok: false, error: `No account has the phone ${phone}. The student signs up first (SMS login creates the account), then grant again.` }
  return { ok: true, user }
}

async function describe(deps: OperatorDeps, userId: number): Promise<Entitlements> {
  const u = (await deps.users.byId(userId))!
  return { userId: u.id, phone: u.phone, vipLevel: vipLevel(u), isSuperVip: u.isSuperVip, isBaseVip: u.isBaseVip, isThreeOne: u.isThreeOne, volunteerVerify: u.volunteerVerify, grants: await deps.grants.list(u.id) }
}

export async function showEntitlements(deps: OperatorDeps, phone: string): Promise<OperatorResult> {
  const found = await find(deps, phone)
  return found.ok ? { ok: true, value: await describe(deps, found.user.id) } : found
}

/** Turns a service on (checks are added to what is left) and records the grant as kind 'operator'. */
export async function grantService(deps: OperatorDeps, input: { phone: string; service: OperatorService; checks?: number }): Promise<OperatorResult> {
  const found = await find(deps, input.phone)
  if (!found.ok) return found
  const user = found.user
  if (input.service === 'check') {
    const n = input.checks ?? 1
    if (!Number.isInteger(n) || n < 1 || n > 1000) return { ok: false, error: `--checks must be a whole number from 1 to 1000 (got ${input.checks}).` }
    await deps.users.setEntitlements(user.id, { volunteerVerify: user.volunteerVerify + n })
    await deps.grants.record({ userId: user.id, kind: 'operator', detail: `grant volunteerVerify+${n} (operator)`, at: deps.clock.now() })
  } else {
    if (input.checks !== undefined) return { ok: false, error: '--checks goes with --service check only.' }
    const flag = FLAG[input.service]
    await deps.users.setEntitlements(user.id, { [flag]: 1 })
    await deps.grants.record({ userId: user.id, kind: 'operator', detail: `grant ${flag}=1 (operator)`, at: deps.clock.now() })
  }
  return { ok: true, value: await describe(deps, user.id) }
}

/** Turns a service off (check: no checks left); recorded too, so the history explains the flags. */
export async function revokeService(deps: OperatorDeps, input: { phone: string; service: OperatorService }): Promise<OperatorResult> {
  const found = await find(deps, input.phone)
  if (!found.ok) return found
  const user = found.user
  const change = input.service === 'check' ? { volunteerVerify: 0 } : { [FLAG[input.service]]: 0 }
  await deps.users.setEntitlements(user.id, change)
  const [[field, value]] = Object.entries(change)
  await deps.grants.record({ userId: user.id, kind: 'operator', detail: `revoke ${field}=${value} (operator)`, at: deps.clock.now() })
  return { ok: true, value: await describe(deps, user.id) }
}
