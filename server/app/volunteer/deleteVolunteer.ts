import type { ParsedInputOf } from '@/ports/api/endpoint'
import type * as plan from '@/ports/api/plan'
import type { UsesVolunteer } from '../../ports/ServerDeps'
import type { TrialDeps } from '../shared/ensureTrial'
import { fail, ok, type Call, type Outcome } from '../shared/outcome'
import { listCaller } from './listCaller'

/** del: removes one of the caller's rows; the rest close up. */
export async function deleteVolunteer(
  deps: TrialDeps & UsesVolunteer<'lists'>,
  input: ParsedInputOf<typeof plan.volunteerDelete>,
  call: Call,
): Promise<Outcome<null>> {
  const c = await listCaller(deps, call)
  if (!c.ok) return c
  return (await deps.volunteer.lists.remove(c.value.userId, input.id)) ? ok(null) : fail('volunteer.notFound')
}
