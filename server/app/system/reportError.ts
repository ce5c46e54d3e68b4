import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { dueEvery } from '../shared/dueEvery'
import {
  ERROR_REPORT_KEPT_CHARS,
  ERROR_REPORT_RETENTION_MS,
  ERROR_REPORTS_KEPT,
  ERROR_REPORTS_PER_ADDRESS_PER_HOUR,
  ERROR_REPORTS_PER_HOUR,
  HOUR,
} from '../shared/limits'
import { fail, ok, type Call, type Outcome } from '../shared/outcome'
import { redactSecrets } from './redactSecrets'

/**
 * Keeps a client error report; the user id is the caller's (never trusted from the body). Anyone may report,
 * so the table is bounded: per address and for the whole site per hour, the text cut to what helps, the same
 * report counted instead of stored again, reports not seen for 30 days deleted and at most ERROR_REPORTS_KEPT kept.
 */
export async function reportError(
  deps: UsesRepos<'errorReports'> & Pick<ServerDeps, 'clock' | 'logger' | 'limiter' | 'digest'>,
  input: { apiName: string; content: string; param: string },
  call: Call,
): Promise<Outcome<null>> {
  const now = deps.clock.now()
  // The site's budget first: once it is spent, a flood from many addresses writes nothing more, not even a
  // count per address. A report the address may not send gives its unit of the site's budget back.
  if (!(await deps.limiter.hit('errors:all', ERROR_REPORTS_PER_HOUR, HOUR)).allowed) return fail('common.tooManyRequests')
  if (!(await deps.limiter.hit(`errors:ip:${call.ip}`, ERROR_REPORTS_PER_ADDRESS_PER_HOUR, HOUR)).allowed) {
    await deps.limiter.refund('errors:all')
    return fail('common.tooManyRequests')
  }
  // The web app reports a failed call with its input, and the chat's stop call carries the session token: an
  // operator reading the reports must not be able to sign in as the student.
  const report = {
    apiName: redactSecrets(input.apiName),
    content: redactSecrets(input.content).slice(0, ERROR_REPORT_KEPT_CHARS),
    param: redactSecrets(input.param).slice(0, ERROR_REPORT_KEPT_CHARS),
  }
  const fingerprint = await deps.digest.sha256(JSON.stringify([report.apiName, report.content, report.param]))
  await deps.repos.errorReports.record({ ...report, userId: call.userId, createdAt: now }, fingerprint)
  if (dueEvery(deps.repos.errorReports, 'prune', now, HOUR)) await deps.repos.errorReports.prune(now - ERROR_REPORT_RETENTION_MS, ERROR_REPORTS_KEPT)
  deps.logger.warn('client error report', { apiName: report.apiName, userId: call.userId })
  return ok(null)
}
