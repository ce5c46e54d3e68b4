import type { Kysely } from 'kysely'
import type { Clock } from '@/ports/Clock'
import { KyselyRateLimiter } from '../adapters/db/KyselyRateLimiter'
import { KyselySecurityLog } from '../adapters/db/KyselySecurityLog'
import { KyselyUserRepo } from '../adapters/db/KyselyUserRepo'
import type { Database } from '../adapters/db/schema'
import { passwordLockPrefixes } from '../app/auth/passwordGuesses'
import type { SecurityLogEntry } from '../ports/SecurityLog'

export const SECURITY_USAGE = `Security log and locks:
  npm run admin -- security-log [--user 13800000000] [--since 2027-06-25] [--limit 200]
  npm run admin -- unlock --phone 13800000000
security-log prints the newest entries first (sign-ins and failures, locks, password changes, sessions ended,
grants, paid orders, imports, operator commands; kept 180 days); --since is a Beijing date or an ISO time.
unlock lifts the password locks of a phone (the owner called in); SMS sign-in is never locked per phone.`

type Run = { exitCode: 0 | 1 | 2; output: string }

const option = (argv: string[], name: string) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 ? argv[i + 1] : undefined
}

/** A Beijing calendar day (the day's start there) or any ISO time; NaN when neither. */
function timeOf(text: string): number {
  return Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00+08:00` : text)
}

/** One line per entry, in Beijing time, so an operator reads it as the families lived it. */
export function formatSecurityEntry(e: SecurityLogEntry): string {
  const beijing = new Date(e.at + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19)
  const who = [e.phone ?? '-', e.userId === null ? '' : `user ${e.userId}`].filter(Boolean).join(' ')
  const agent = e.userAgent ? `  "${e.userAgent.slice(0, 60)}"` : ''
  return `${beijing}  ${e.event.padEnd(16)} ${who.padEnd(24)} ${(e.ip ?? '-').padEnd(15)} ${e.detail}${agent}`
}

/** `security-log` and `unlock`; null when the command is neither. */
export async function runSecurityAdmin(db: Kysely<Database>, argv: string[], clock: Clock): Promise<Run | null> {
  const [command] = argv
  if (command === 'security-log') {
    const phone = option(argv, 'user')
    const sinceText = option(argv, 'since')
    const since = sinceText === undefined ? undefined : timeOf(sinceText)
    const limit = Number(option(argv, 'limit') ?? 200)
    if ((since !== undefined && Number.isNaN(since)) || !Number.isInteger(limit) || limit < 1)
      return { exitCode: 2, output: `--since must be a date like 2027-06-25 and --limit a whole number.\n\n${SECURITY_USAGE}` }
    const entries = await new KyselySecurityLog(db).read({ phone, since, limit })
    const head = `${entries.length} entries${phone ? ` for ${phone}` : ''}${sinceText ? ` since ${sinceText}` : ''}, newest first (Beijing time):`
    return { exitCode: 0, output: entries.length === 0 ? 'No entries.' : [head, ...entries.map(formatSecurityEntry)].join('\n') }
  }
  if (command === 'unlock') {
    const phone = option(argv, 'phone')
    if (!phone || !/^1\d{10}$/.test(phone)) return { exitCode: 2, output: `unlock needs --phone with an 11-digit phone.\n\n${SECURITY_USAGE}` }
    const limiter = new KyselyRateLimiter(db, clock)
    const [perAddress, perPhone] = passwordLockPrefixes(phone)
    await limiter.clear(perAddress)
    // Every wrong password counts once in the phone's own budget (and once more in its address's).
    const cleared = await limiter.clear(perPhone)
    const user = await new KyselyUserRepo(db).byPhone(phone)
    await new KyselySecurityLog(db).append({
      at: clock.now(),
      event: 'lock.lifted',
      userId: user?.id ?? null,
      phone,
      ip: null,
      userAgent: null,
      detail: `by an operator: ${cleared} counted wrong passwords forgotten`,
    })
    return { exitCode: 0, output: `Password locks of ${phone} lifted (${cleared} counted wrong passwords forgotten).` }
  }
  return null
}
