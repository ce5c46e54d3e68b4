import { parseArgs } from 'node:util'
import type { Kysely } from 'kysely'
import { beijingDateTime, beijingMidnight } from '@/core/domain/beijingDay'
import type { Clock } from '@/ports/Clock'
import { KyselyRateLimiter } from '../adapters/db/KyselyRateLimiter'
import { KyselySecurityLog } from '../adapters/db/KyselySecurityLog'
import { KyselyUserRepo } from '../adapters/db/KyselyUserRepo'
import type { Database } from '../adapters/db/schema'
import { liftPhoneLocks } from '../app/auth/liftPhoneLocks'
import { addressLockPrefixes, lockKeys } from '../app/auth/lockKeys'
import { DAY, HOUR, SMS_BUDGET_PER_DAY, SMS_BUDGET_PER_HOUR } from '../app/shared/limits'
import type { SecurityLogEntry } from '../ports/SecurityLog'
import { optionText } from './optionText'

export const SECURITY_USAGE = `Security log and locks:
  npm run admin -- security-log [--user 13800000000] [--since 2027-06-25] [--limit 200]
  npm run admin -- unlock [--phone 13800000000] [--address 203.0.113.7] [--sms-budget]
  npm run admin -- sms-budget
security-log prints the newest entries first (sign-ins and failures, locks, budget alerts, password changes,
sessions ended, grants, paid orders, imports, operator commands; kept 180 days); --since is a Beijing date or an
ISO time. unlock lifts every block: on a phone (wrong passwords and codes, sends, from every address), on an
address and its network (sign-in attempts, sends, challenges), and with --sms-budget the site's SMS budget
counts. sms-budget shows the codes sent this hour and today against the budgets, and the latest budget alerts.`

type Run = { exitCode: 0 | 1 | 2; output: string }

/** The options of security-log and unlock; a flag without its value counts as absent. */
function optionsOf(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      user: { type: 'string' },
      since: { type: 'string' },
      limit: { type: 'string' },
      phone: { type: 'string' },
      address: { type: 'string' },
      'sms-budget': { type: 'boolean' },
    },
    strict: false,
    allowPositionals: true,
  })
  return {
    user: optionText(values.user),
    since: optionText(values.since),
    limit: optionText(values.limit),
    phone: optionText(values.phone),
    address: optionText(values.address),
    smsBudget: values['sms-budget'] === true,
  }
}

/** A Beijing calendar day (the day's start there) or any ISO time; NaN when neither. */
function timeOf(text: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? beijingMidnight(text) : Date.parse(text)
}

/** One line per entry, in Beijing time, so an operator reads it as the families lived it. */
export function formatSecurityEntry(e: SecurityLogEntry): string {
  const beijing = beijingDateTime(e.at)
  const who = [e.phone ?? '-', e.userId === null ? '' : `user ${e.userId}`].filter(Boolean).join(' ')
  const agent = e.userAgent ? `  "${e.userAgent.slice(0, 60)}"` : ''
  return `${beijing}  ${e.event.padEnd(16)} ${who.padEnd(24)} ${(e.ip ?? '-').padEnd(15)} ${e.detail}${agent}`
}

/** `security-log` and `unlock`; null when the command is neither. */
export async function runSecurityAdmin(
  db: Kysely<Database>,
  argv: string[],
  clock: Clock,
  smsBudget: { perHour: number; perDay: number } = { perHour: SMS_BUDGET_PER_HOUR, perDay: SMS_BUDGET_PER_DAY },
): Promise<Run | null> {
  const [command] = argv
  if (command === 'security-log') {
    const options = optionsOf(argv)
    const phone = options.user
    const sinceText = options.since
    const since = sinceText === undefined ? undefined : timeOf(sinceText)
    const limit = Number(options.limit ?? 200)
    if ((since !== undefined && Number.isNaN(since)) || !Number.isInteger(limit) || limit < 1)
      return { exitCode: 2, output: `--since must be a date like 2027-06-25 and --limit a whole number.\n\n${SECURITY_USAGE}` }
    const entries = await new KyselySecurityLog(db).read({ phone, since, limit })
    const head = `${entries.length} entries${phone ? ` for ${phone}` : ''}${sinceText ? ` since ${sinceText}` : ''}, newest first (Beijing time):`
    return { exitCode: 0, output: entries.length === 0 ? 'No entries.' : [head, ...entries.map(formatSecurityEntry)].join('\n') }
  }
  if (command === 'unlock') return unlock(db, argv, clock)
  if (command === 'sms-budget') return smsBudgetReport(db, clock, smsBudget)
  return null
}

/** Lifts every block on a phone, an address (and its network) or the site's SMS budget; each lift is logged. */
async function unlock(db: Kysely<Database>, argv: string[], clock: Clock): Promise<Run> {
  const { phone, address, smsBudget: budget } = optionsOf(argv)
  if ((phone !== undefined && !/^1\d{10}$/.test(phone)) || (address !== undefined && !address.trim()) || (!phone && !address && !budget))
    return { exitCode: 2, output: `unlock needs --phone with an 11-digit phone, --address with an address, or --sms-budget.\n\n${SECURITY_USAGE}` }
  const deps = { limiter: new KyselyRateLimiter(db, clock), repos: { securityLog: new KyselySecurityLog(db) }, clock }
  const lines: string[] = []
  if (phone) {
    const user = await new KyselyUserRepo(db).byPhone(phone)
    const cleared = await liftPhoneLocks(deps, phone, undefined, 'an operator', { userId: user?.id ?? null, sends: true })
    lines.push(`Blocks on ${phone} lifted (${cleared} counted attempts forgotten: wrong passwords, wrong codes and sends).`)
  }
  if (address)
    lines.push(
      `Blocks on ${address} and its network lifted (${await liftPrefixes(deps, addressLockPrefixes(address), `address ${address}`)} counted hits forgotten).`,
    )
  if (budget)
    lines.push(`The site's SMS budget counts reset (${await liftPrefixes(deps, ['sms:site:', 'alert:sms:'], 'the SMS budget')} counted hits forgotten).`)
  return { exitCode: 0, output: lines.join('\n') }
}

async function liftPrefixes(deps: Parameters<typeof liftPhoneLocks>[0], prefixes: string[], what: string): Promise<number> {
  let cleared = 0
  for (const prefix of prefixes) cleared += await deps.limiter.clear(prefix)
  await deps.repos.securityLog.append({
    at: deps.clock.now(),
    event: 'lock.lifted',
    userId: null,
    phone: null,
    ip: null,
    userAgent: null,
    detail: `by an operator: ${what}, ${cleared} counted hits forgotten (one attempt counts at the address and at its network)`,
  })
  return cleared
}

/** This hour's and today's codes against the budgets, and the latest alerts, for an operator watching a flood. */
async function smsBudgetReport(db: Kysely<Database>, clock: Clock, budget: { perHour: number; perDay: number }): Promise<Run> {
  const limiter = new KyselyRateLimiter(db, clock)
  const hour = await limiter.count(lockKeys.smsSite('hour'), HOUR)
  const day = await limiter.count(lockKeys.smsSite('day'), DAY)
  const alerts = (await new KyselySecurityLog(db).read({ since: clock.now() - DAY, limit: 2_000 })).filter((e) => e.event === 'budget').slice(0, 10)
  return {
    exitCode: 0,
    output: [
      `SMS codes sent in the last hour: ${hour} of ${budget.perHour} (${Math.round((hour / budget.perHour) * 100)} %)`,
      `SMS codes sent in the last 24 h: ${day} of ${budget.perDay} (${Math.round((day / budget.perDay) * 100)} %)`,
      alerts.length ? `Budget alerts in the last 24 h, newest first:\n${alerts.map(formatSecurityEntry).join('\n')}` : 'No budget alerts in the last 24 h.',
    ].join('\n'),
  }
}
