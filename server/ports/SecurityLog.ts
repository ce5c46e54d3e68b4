/** What the security log records (issue 15): who signed in or failed, locks, password and session changes, money, imports and operators. */
export const SECURITY_EVENTS = [
  'signIn.ok',
  'signIn.failed',
  'lock',
  'lock.lifted',
  /** The whole site's SMS budget near or spent (issue 34). */
  'budget',
  'password.changed',
  'sessions.revoked',
  'grant',
  'order.paid',
  /** A paid order refunded (a provider's notification or an operator): what it granted is withdrawn. */
  'order.refunded',
  'import',
  'operator',
] as const
export type SecurityEvent = (typeof SECURITY_EVENTS)[number]

export interface SecurityLogEntry {
  at: number
  event: SecurityEvent
  userId: number | null
  /** The account's phone when known (a failed sign-in names the phone tried, whether or not it has an account). */
  phone: string | null
  ip: string | null
  userAgent: string | null
  /** A short plain-text detail: the route (password, sms, register …), the lock's key and end, the command. */
  detail: string
}

export interface SecurityLogFilter {
  phone?: string
  since?: number
  limit?: number
}

/** Append-only: entries are added and read; the only removal is pruning by age (the retention). */
export interface SecurityLog {
  append(entry: SecurityLogEntry): Promise<void>
  /** Newest first. */
  read(filter: SecurityLogFilter): Promise<SecurityLogEntry[]>
  /** Deletes the entries older than `before`; returns how many. */
  pruneBefore(before: number): Promise<number>
}
