import { sortProvinces } from '@/core/domain/placeOrder'
import type { UsesVolunteer } from '../../ports/ServerDeps'
import type { TrialDeps } from '../shared/ensureTrial'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'
import { requireAccess } from '../shared/requireAccess'
import { catalogueOf } from './catalogueOf'

/** province: provinces with programmes in the plan year, in the customary order (by code). */
export async function planProvinces(deps: TrialDeps & UsesVolunteer<'model'>, _q: unknown, call: Call): Promise<Outcome<string[]>> {
  const user = await requireAccess(deps, callerOf(call), 'list')
  if (!user.ok) return user
  const cat = await catalogueOf(deps.volunteer)
  return cat.ok ? ok(sortProvinces(cat.value.provinces)) : ok([])
}
