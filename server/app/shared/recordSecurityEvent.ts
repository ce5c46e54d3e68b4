import type { SecurityEvent } from '../../ports/SecurityLog'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { dueEvery } from './dueEvery'
import { HOUR, SECURITY_LOG_RETENTION_MS } from './limits'
import type { Call } from './outcome'

export type RecordSecurityEventDeps = UsesRepos<'securityLog'> & Pick<ServerDeps, 'clock'>

export interface SecurityEventOf {
  userId?: number | null
  phone?: string | null
  /** The request it came with: address and user agent. Operator commands have none. */
  call?: Pick<Call, 'ip' | 'userAgent'>
  detail?: string
}

/** Appends one entry to the security log (and, at most hourly, prunes what is past the retention). */
export async function recordSecurityEvent(deps: RecordSecurityEventDeps, event: SecurityEvent, of: SecurityEventOf): Promise<void> {
  const now = deps.clock.now()
  await deps.repos.securityLog.append({
    at: now,
    event,
    userId: of.userId ?? null,
    phone: of.phone ?? null,
    ip: of.call?.ip ?? null,
    userAgent: of.call?.userAgent ?? null,
    detail: of.detail ?? '',
  })
  if (dueEvery(deps.repos.securityLog, 'prune', now, HOUR)) await deps.repos.securityLog.pruneBefore(now - SECURITY_LOG_RETENTION_MS)
}
