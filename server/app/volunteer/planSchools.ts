import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import type * as plan from '@/ports/api/plan'
import type { UsesVolunteer } from '../../ports/ServerDeps'
import type { TrialDeps } from '../shared/ensureTrial'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'
import { requireAccess } from '../shared/requireAccess'
import { catalogueOf } from './catalogueOf'

/** school: schools with programmes in the plan year, by name fragment or code (at most 50); a 尊享版 plan-tool call (super vip). */
export async function planSchools(
  deps: TrialDeps & UsesVolunteer<'model'>,
  q: ParsedInputOf<typeof plan.planSchools>,
  call: Call,
): Promise<Outcome<OutputOf<typeof plan.planSchools>>> {
  const user = await requireAccess(deps, callerOf(call), 'premier')
  if (!user.ok) return user
  const cat = await catalogueOf(deps.volunteer)
  if (!cat.ok) return ok([])
  const name = q.name?.trim() ?? ''
  return ok(cat.value.schools.filter((s) => name === '' || s.name.includes(name) || s.code === name).slice(0, 50))
}
