import type { ServerDeps } from '../../ports/ServerDeps'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'

/** isReadType: 1 when the caller has read the notice and agreement (recorded at sign-in), else 0. */
export async function isReadType(deps: Pick<ServerDeps, 'notices'>, _input: unknown, call: Call): Promise<Outcome<number>> {
  return ok((await deps.notices.hasRead(callerOf(call))) ? 1 : 0)
}
