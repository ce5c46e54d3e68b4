import { refundOrder } from '../app/pay/settleNotice'
import { KyselySecurityLog } from '../adapters/db/KyselySecurityLog'
import type { Kysely } from 'kysely'
import { fenToYuan, yuanToFen } from '@/core/domain/pay/money'
import { parseServices, SELLABLE_SERVICES } from '@/core/domain/pay/services'
import { COUPON_MIN_LENGTH } from '@/core/domain/pay/couponRule'
import { beijingDay, beijingMidnight } from '@/core/domain/beijingDay'
import type { Clock } from '@/ports/Clock'
import { KyselyContentRepo } from '../adapters/db/KyselyContentRepo'
import { KyselyCouponRepo } from '../adapters/db/KyselyCouponRepo'
import { KyselyMembershipRepo } from '../adapters/db/KyselyMembershipRepo'
import { KyselyOrderRepo } from '../adapters/db/KyselyOrderRepo'
import type { Database } from '../adapters/db/schema'
import type { Membership, MembershipFields } from '../ports/MembershipRepo'
import type { Coupon } from '../ports/CouponRepo'
import { optionPairs as optionsOf } from './optionPairs'

export const SHOP_USAGE = `Shop:
  npm run admin -- membership list
  npm run admin -- membership add --name 尊享版会员 --price 298 --type 1|2 --service 1[,3,5] [--checks N] [--days 365] [--slogan TEXT] [--original 397] [--status 1|0] [--sort N]
  npm run admin -- membership set ID [any option of add]
  npm run admin -- coupon list
  npm run admin -- coupon add --code SPRING20 --discount 20 [--items 1,4] [--from 2027-06-01] [--until 2027-07-31] [--per-user 1] [--total 100]
  npm run admin -- coupon set CODE [--discount 20] [--items 1,4|all] [--from DATE] [--until DATE] [--per-user N] [--total N|none] [--active 1|0]
  npm run admin -- order list [--limit 20]
  npm run admin -- refund --order GK20270625…     (after refunding it at the provider, when its notification did not come)
  npm run admin -- setting show
  npm run admin -- setting set is_test 1|0        (1: every item is a free limited-time trial)
  npm run admin -- setting set screening_volunteer "……"
Prices and discounts are yuan (at most 2 decimals); dates are Beijing days (--until is inclusive).`

type Run = { exitCode: 0 | 1 | 2; output: string }
const usage = (problem: string): Run => ({ exitCode: 2, output: `${problem}\n\n${SHOP_USAGE}` })

/** Yuan with at most two decimals, ≥ 0 → fen; null when it is not such a number. */
function fenOf(text: string): number | null {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null
  return yuanToFen(Number(text))
}

const DAY = 24 * 60 * 60 * 1000
/** A Beijing calendar day (YYYY-MM-DD) → its first millisecond; null when not a real date (02-30 would roll over). */
function dayStartOf(text: string): number | null {
  const at = beijingMidnight(text)
  return Number.isNaN(at) || beijingDay(at) !== text ? null : at
}

const wholeIn = (text: string, min: number, max: number): number | null => {
  const n = Number(text)
  return /^\d+$/.test(text) && n >= min && n <= max ? n : null
}

function membershipFields(
  o: Map<string, string>,
  base: Partial<MembershipFields>,
): { ok: true; fields: Partial<MembershipFields> } | { ok: false; problem: string } {
  const f: Partial<MembershipFields> = {}
  const known = ['name', 'price', 'type', 'service', 'checks', 'days', 'slogan', 'original', 'status', 'sort']
  const unknown = [...o.keys()].filter((k) => !known.includes(k))
  if (unknown.length > 0) return { ok: false, problem: `Unknown option --${unknown[0]}.` }
  if (o.has('name')) {
    const name = o.get('name')!.trim()
    if (name === '' || [...name].length > 40) return { ok: false, problem: '--name must be 1 to 40 characters.' }
    f.name = name
  }
  if (o.has('price')) {
    const fen = fenOf(o.get('price')!)
    if (fen === null) return { ok: false, problem: `--price must be yuan such as 298 or 49.90 (got ${o.get('price')}).` }
    f.priceFen = fen
  }
  if (o.has('type')) {
    if (!['1', '2'].includes(o.get('type')!)) return { ok: false, problem: '--type must be 1 (service) or 2 (package).' }
    f.type = Number(o.get('type'))
  }
  if (o.has('service')) {
    const ids = parseServices(o.get('service')!)
    const bad = ids.filter((s) => !SELLABLE_SERVICES.includes(s))
    if (ids.length === 0 || bad.length > 0)
      return {
        ok: false,
        problem: `--service must list ids among ${SELLABLE_SERVICES.join(', ')} (1 super vip, 2 AI pages, 3 checks, 5 三位一体); 6 and 7 (the tests) cannot be sold yet.`,
      }
    f.services = ids.join(',')
  }
  if (o.has('checks')) {
    const n = wholeIn(o.get('checks')!, 0, 1000)
    if (n === null) return { ok: false, problem: '--checks must be a whole number from 0 to 1000.' }
    f.checks = n
  }
  if (o.has('days')) {
    const n = wholeIn(o.get('days')!, 1, 3650)
    if (n === null) return { ok: false, problem: '--days must be a whole number from 1 to 3650.' }
    f.validDays = n
  }
  if (o.has('slogan')) f.slogan = o.get('slogan')!.trim() || null
  if (o.has('original')) {
    const text = o.get('original')!
    const fen = text === 'none' ? null : fenOf(text)
    if (fen === null && text !== 'none') return { ok: false, problem: '--original must be yuan, or none.' }
    f.originalFen = fen
  }
  if (o.has('status')) {
    if (!['0', '1'].includes(o.get('status')!)) return { ok: false, problem: '--status must be 1 (on sale) or 0 (not on sale).' }
    f.status = o.get('status')!
  }
  if (o.has('sort')) {
    const n = wholeIn(o.get('sort')!, 0, 100000)
    if (n === null) return { ok: false, problem: '--sort must be a whole number.' }
    f.sort = n
  }
  const merged = { ...base, ...f }
  if (merged.services && parseServices(merged.services).includes(3) && (merged.checks ?? 0) < 1)
    return { ok: false, problem: 'An item with service 3 (volunteer checks) needs --checks of at least 1.' }
  if (merged.originalFen != null && merged.priceFen !== undefined && merged.originalFen <= merged.priceFen)
    return { ok: false, problem: '--original (the struck-through price) must be above --price.' }
  return { ok: true, fields: f }
}

const membershipLine = (m: Membership) =>
  `${String(m.id).padStart(3)}  ${m.status === '1' ? 'on sale ' : 'off sale'}  type ${m.type}  ¥${fenToYuan(m.priceFen).toFixed(2).padStart(8)}  services ${m.services}${m.checks ? ` (+${m.checks} checks)` : ''}  ${m.validDays} days  ${m.name}`

const dayText = (at: number | null) => (at === null ? '—' : beijingDay(at))
const couponLine = (c: Coupon) =>
  `${c.code.padEnd(16)} ${c.active ? 'active  ' : 'inactive'}  −¥${fenToYuan(c.discountFen).toFixed(2)}  items ${c.memberships.length ? c.memberships.join(',') : 'all'}  ${dayText(c.startsAt)} → ${dayText(c.endsAt === null ? null : c.endsAt - DAY)}  per user ${c.perUserLimit}  total ${c.totalLimit ?? '∞'}`

async function runMembership(db: Kysely<Database>, args: string[]): Promise<Run> {
  const repo = new KyselyMembershipRepo(db)
  const [action, ...rest] = args
  if (action === 'list') {
    const all = await repo.list()
    return { exitCode: 0, output: all.length === 0 ? 'No items.' : all.map(membershipLine).join('\n') }
  }
  if (action === 'add') {
    const parsed = optionsOf(rest)
    if (!parsed.ok) return usage(parsed.problem)
    const built = membershipFields(parsed.options, {})
    if (!built.ok) return usage(built.problem)
    const f = built.fields
    if (f.name === undefined || f.priceFen === undefined || f.type === undefined || f.services === undefined)
      return usage('membership add needs --name, --price, --type and --service.')
    const m = await repo.create({
      name: f.name,
      priceFen: f.priceFen,
      type: f.type,
      services: f.services,
      checks: f.checks ?? 0,
      validDays: f.validDays ?? 365,
      slogan: f.slogan ?? null,
      originalFen: f.originalFen ?? null,
      style: null,
      status: f.status ?? '1',
      sort: f.sort ?? 100,
    })
    return { exitCode: 0, output: `Added:\n${membershipLine(m)}` }
  }
  if (action === 'set') {
    const id = Number(rest[0])
    if (!Number.isInteger(id) || id <= 0) return usage('membership set needs the ID that "membership list" shows.')
    const current = await repo.byId(id)
    if (!current) return { exitCode: 1, output: `There is no item ${id} ("membership list" shows them).` }
    const parsed = optionsOf(rest.slice(1))
    if (!parsed.ok) return usage(parsed.problem)
    const built = membershipFields(parsed.options, current)
    if (!built.ok) return usage(built.problem)
    await repo.update(id, built.fields)
    // Orders keep what they were sold with: a price or service change applies to new orders only.
    return { exitCode: 0, output: `Changed (orders already placed keep their terms):\n${membershipLine((await repo.byId(id))!)}` }
  }
  return usage('membership needs list, add or set.')
}

async function runCoupon(db: Kysely<Database>, args: string[], clock: Clock): Promise<Run> {
  const repo = new KyselyCouponRepo(db)
  const [action, ...rest] = args
  if (action === 'list') {
    const all = await repo.list()
    return { exitCode: 0, output: all.length === 0 ? 'No coupons.' : all.map(couponLine).join('\n') }
  }
  if (action !== 'add' && action !== 'set') return usage('coupon needs list, add or set.')
  const code = action === 'set' ? rest[0] : undefined
  const parsed = optionsOf(action === 'set' ? rest.slice(1) : rest)
  if (!parsed.ok) return usage(parsed.problem)
  const o = parsed.options
  const known = ['code', 'discount', 'items', 'from', 'until', 'per-user', 'total', 'active']
  const unknown = [...o.keys()].filter((k) => !known.includes(k))
  if (unknown.length > 0) return usage(`Unknown option --${unknown[0]}.`)
  const changes: Partial<Omit<Coupon, 'id' | 'code' | 'createdAt'>> = {}
  if (o.has('discount')) {
    const fen = fenOf(o.get('discount')!)
    if (fen === null || fen <= 0) return usage('--discount must be yuan above 0, such as 20 or 9.90.')
    changes.discountFen = fen
  }
  if (o.has('items')) {
    const text = o.get('items')!
    const ids = text === 'all' ? [] : parseServices(text)
    if (text !== 'all' && ids.length === 0) return usage('--items must list item ids ("membership list"), or all.')
    const known = new Set((await new KyselyMembershipRepo(db).list()).map((m) => m.id))
    const missing = ids.filter((id) => !known.has(id))
    if (missing.length > 0) return { exitCode: 1, output: `There is no item ${missing.join(', ')} ("membership list" shows them).` }
    changes.memberships = ids
  }
  if (o.has('from')) {
    const at = dayStartOf(o.get('from')!)
    if (at === null) return usage('--from must be a date such as 2027-06-01.')
    changes.startsAt = at
  }
  if (o.has('until')) {
    const at = dayStartOf(o.get('until')!)
    if (at === null) return usage('--until must be a date such as 2027-07-31.')
    changes.endsAt = at + DAY
  }
  if (o.has('per-user')) {
    const n = wholeIn(o.get('per-user')!, 1, 1000)
    if (n === null) return usage('--per-user must be a whole number from 1 to 1000.')
    changes.perUserLimit = n
  }
  if (o.has('total')) {
    const text = o.get('total')!
    const n = text === 'none' ? null : wholeIn(text, 1, 10_000_000)
    if (n === null && text !== 'none') return usage('--total must be a whole number from 1, or none.')
    changes.totalLimit = n
  }
  if (o.has('active')) {
    if (!['0', '1'].includes(o.get('active')!)) return usage('--active must be 1 or 0.')
    changes.active = o.get('active') === '1'
  }
  if (action === 'set') {
    if (!code) return usage('coupon set needs the code.')
    const current = await repo.byCode(code)
    if (!current) return { exitCode: 1, output: `There is no coupon ${code} ("coupon list" shows them).` }
    const starts = changes.startsAt ?? current.startsAt
    const ends = changes.endsAt ?? current.endsAt
    if (starts !== null && ends !== null && ends <= starts) return usage('--until must not be before --from.')
    await repo.update(code, changes)
    return { exitCode: 0, output: `Changed:\n${couponLine((await repo.byCode(code))!)}` }
  }
  const newCode = o.get('code')?.trim() ?? ''
  if (!new RegExp(`^[A-Za-z0-9_-]{${COUPON_MIN_LENGTH},32}$`).test(newCode)) return usage(`--code must be ${COUPON_MIN_LENGTH} to 32 letters, digits, _ or -.`)
  if (changes.discountFen === undefined) return usage('coupon add needs --discount.')
  if (await repo.byCode(newCode)) return { exitCode: 1, output: `The coupon ${newCode.toUpperCase()} exists already ("coupon set" changes it).` }
  const starts = changes.startsAt ?? null
  const ends = changes.endsAt ?? null
  if (starts !== null && ends !== null && ends <= starts) return usage('--until must not be before --from.')
  const c = await repo.create({
    code: newCode,
    discountFen: changes.discountFen,
    memberships: changes.memberships ?? [],
    startsAt: starts,
    endsAt: ends,
    perUserLimit: changes.perUserLimit ?? 1,
    totalLimit: changes.totalLimit ?? null,
    active: changes.active ?? true,
    createdAt: clock.now(),
  })
  return { exitCode: 0, output: `Added:\n${couponLine(c)}` }
}

async function runOrders(db: Kysely<Database>, args: string[]): Promise<Run> {
  const [action, ...rest] = args
  if (action !== 'list') return usage('order needs list.')
  const parsed = optionsOf(rest)
  if (!parsed.ok) return usage(parsed.problem)
  const limit = parsed.options.has('limit') ? wholeIn(parsed.options.get('limit')!, 1, 10000) : 20
  if (limit === null) return usage('--limit must be a whole number from 1 to 10000.')
  const orders = await new KyselyOrderRepo(db).recent(limit)
  if (orders.length === 0) return { exitCode: 0, output: 'No orders.' }
  const lines = orders.map(
    (o) =>
      `${o.outTradeNo}  ${new Date(o.createdAt).toISOString()}  user ${o.userId}  ${o.status.padEnd(7)}  ¥${fenToYuan(o.totalFen).toFixed(2)}${o.discountFen ? ` (coupon ${o.couponCode} −¥${fenToYuan(o.discountFen).toFixed(2)})` : ''}  ${o.method}/${o.gateway}  ${o.subject}`,
  )
  return { exitCode: 0, output: lines.join('\n') }
}

/**
 * Records a paid order as refunded (the money went back at the provider's merchant platform, or offline): what it
 * granted is withdrawn at once — the services, and its checks from what is left. Logged as order.refunded.
 */
async function runRefund(db: Kysely<Database>, args: string[], clock: Clock): Promise<Run> {
  const parsed = optionsOf(args)
  if (!parsed.ok) return usage(parsed.problem)
  const outTradeNo = parsed.options.get('order')
  if (!outTradeNo) return usage('refund needs --order with the order number (order list shows them).')
  const orders = new KyselyOrderRepo(db)
  const order = await orders.byTradeNo(outTradeNo)
  if (!order) return { exitCode: 1, output: `No order ${outTradeNo}.` }
  const deps = { pay: { orders }, repos: { securityLog: new KyselySecurityLog(db) }, clock }
  if ((await refundOrder(deps, outTradeNo, 'recorded by an operator')) === 'already')
    return { exitCode: 1, output: `Order ${outTradeNo} is ${order.status}, not paid: nothing to refund.` }
  return {
    exitCode: 0,
    output: `Order ${outTradeNo} refunded: ${order.subject} (¥${fenToYuan(order.totalFen).toFixed(2)}) withdrawn from user ${order.userId}${order.checks > 0 ? `, up to ${order.checks} unused checks taken back` : ''}.`,
  }
}

/** Settings an operator may set here, and what each accepts. */
const SETTABLE: Record<string, (v: string) => boolean> = {
  is_test: (v) => v === '0' || v === '1',
  screening_volunteer: (v) => v.trim() !== '' && [...v].length <= 2000,
}

async function runSetting(db: Kysely<Database>, args: string[]): Promise<Run> {
  const content = new KyselyContentRepo(db)
  const [action, name, value] = args
  if (action === 'show') {
    const all = await content.settings()
    return { exitCode: 0, output: all.map((s) => `${s.fieldName} = ${s.fieldValue ?? ''}`).join('\n') }
  }
  if (action === 'set') {
    const valid = name === undefined ? undefined : SETTABLE[name]
    if (!valid) return usage(`setting set takes one of ${Object.keys(SETTABLE).join(', ')} (the chat greeting: "welcome set").`)
    if (value === undefined || !valid(value)) return usage(`That value is not valid for ${name}.`)
    await content.putSetting({ fieldName: name, fieldValue: value })
    return { exitCode: 0, output: `${name} = ${value}` }
  }
  return usage('setting needs show or set.')
}

/** The shop's operator commands: items for sale, coupons, orders and system settings. */
export async function runShopAdmin(db: Kysely<Database>, argv: string[], clock: Clock): Promise<Run | null> {
  const [command, ...args] = argv
  if (command === 'membership') return runMembership(db, args)
  if (command === 'coupon') return runCoupon(db, args, clock)
  if (command === 'order') return runOrders(db, args)
  if (command === 'refund') return runRefund(db, args, clock)
  if (command === 'setting') return runSetting(db, args)
  return null
}
