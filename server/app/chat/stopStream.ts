import type { ServerDeps } from '../../ports/ServerDeps'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'

/** dashScope/stop: cancels the caller's running answer on the server; the stream saves what it had. */
export async function stopStream(deps: Pick<ServerDeps, 'streams'>, _input: unknown, call: Call): Promise<Outcome<null>> {
  await deps.streams.stop(callerOf(call))
  return ok(null)
}
