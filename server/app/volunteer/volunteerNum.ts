import type { UsesVolunteer } from '../../ports/ServerDeps'
import type { TrialDeps } from '../shared/ensureTrial'
import { ok, type Call, type Outcome } from '../shared/outcome'
import { listCaller } from './listCaller'

/** getVolunteerNum: how many rows the caller's list holds. */
export async function volunteerNum(deps: TrialDeps & UsesVolunteer<'lists'>, _input: unknown, call: Call): Promise<Outcome<number>> {
  const c = await listCaller(deps, call)
  return c.ok ? ok((await deps.volunteer.lists.list(c.value.userId)).length) : c
}
