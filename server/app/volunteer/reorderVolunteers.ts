import type { ParsedInputOf } from '@/ports/api/endpoint'
import type * as plan from '@/ports/api/plan'
import type { UsesVolunteer } from '../../ports/ServerDeps'
import type { TrialDeps } from '../shared/ensureTrial'
import { fail, ok, type Call, type Outcome } from '../shared/outcome'
import { listCaller } from './listCaller'

/** updateOrder1: the whole new order; must name exactly the caller's rows, each once. */
export async function reorderVolunteers(
  deps: TrialDeps & UsesVolunteer<'lists'>,
  input: ParsedInputOf<typeof plan.volunteerReorder>,
  call: Call,
): Promise<Outcome<null>> {
  const c = await listCaller(deps, call)
  if (!c.ok) return c
  const current = (await deps.volunteer.lists.list(c.value.userId)).map((e) => e.id)
  const same = input.ids.length === current.length && new Set(input.ids).size === current.length && input.ids.every((id) => current.includes(id))
  if (!same) return fail('volunteer.orderMismatch')
  await deps.volunteer.lists.setOrder(c.value.userId, input.ids)
  return ok(null)
}
