import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { ok, type Call, type Outcome } from '../shared/outcome'

/** Keeps a client error report; the user id is the caller's (never trusted from the body). */
export async function reportError(
  deps: UsesRepos<'errorReports'> & Pick<ServerDeps, 'clock' | 'logger'>,
  input: { apiName: string; content: string; param: string },
  call: Call,
): Promise<Outcome<null>> {
  await deps.repos.errorReports.add({ ...input, userId: call.userId, createdAt: deps.clock.now() })
  deps.logger.warn('client error report', { apiName: input.apiName, userId: call.userId })
  return ok(null)
}
