import type { OutputOf } from '@/ports/api/endpoint'
import type * as plan from '@/ports/api/plan'
import type { ServerDeps, UsesVolunteer } from '../../ports/ServerDeps'
import type { TrialDeps } from '../shared/ensureTrial'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'
import { requireAccess } from '../shared/requireAccess'
import { catalogueOf } from './catalogueOf'
import { citiesByCode } from './citiesByCode'

/** city: cities with programmes in the plan year, with their province (wanted / avoided cities of the AI form), by code. */
export async function planCities(
  deps: TrialDeps & UsesVolunteer<'model'> & Pick<ServerDeps, 'reference'>,
  _q: unknown,
  call: Call,
): Promise<Outcome<OutputOf<typeof plan.planCities>>> {
  const user = await requireAccess(deps, callerOf(call), 'list')
  if (!user.ok) return user
  const cat = await catalogueOf(deps.volunteer)
  return cat.ok ? ok(await citiesByCode(deps.reference, cat.value.cities)) : ok([])
}
