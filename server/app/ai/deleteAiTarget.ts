import type { UsesVolunteer } from '../../ports/ServerDeps'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'

/** gk-ai-msg/del: also used to clear the target when the batch changes, so it needs no entitlement. */
export async function deleteAiTarget(deps: UsesVolunteer<'targets'>, _input: unknown, call: Call): Promise<Outcome<null>> {
  await deps.volunteer.targets.remove(callerOf(call))
  return ok(null)
}
