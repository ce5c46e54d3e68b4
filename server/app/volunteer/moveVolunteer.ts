import type { ParsedInputOf } from '@/ports/api/endpoint'
import type * as plan from '@/ports/api/plan'
import type { UsesVolunteer } from '../../ports/ServerDeps'
import type { TrialDeps } from '../shared/ensureTrial'
import { fail, ok, type Call, type Outcome } from '../shared/outcome'
import { listCaller } from './listCaller'

/** updateOrder: moves one row to position `order` (past the end means last). */
export async function moveVolunteer(
  deps: TrialDeps & UsesVolunteer<'lists'>,
  input: ParsedInputOf<typeof plan.volunteerOrder>,
  call: Call,
): Promise<Outcome<null>> {
  const c = await listCaller(deps, call)
  if (!c.ok) return c
  const ids = (await deps.volunteer.lists.list(c.value.userId)).map((e) => e.id)
  const from = ids.indexOf(input.id)
  if (from < 0) return fail('volunteer.notFound')
  ids.splice(from, 1)
  ids.splice(Math.min(input.order, ids.length + 1) - 1, 0, input.id)
  await deps.volunteer.lists.setOrder(c.value.userId, ids)
  return ok(null)
}
