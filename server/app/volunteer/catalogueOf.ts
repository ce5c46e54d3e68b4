import { Codes } from '@/ports/api/endpoint'
import type { PlanCatalogue } from '../../ports/AdmissionModel'
import type { VolunteerDeps } from '../../ports/VolunteerDeps'
import { ok, type Outcome } from '../shared/outcome'

/** The fitted plan catalogue, or code 2 ("no data": still loading, or no plan). */
export async function catalogueOf(v: Pick<VolunteerDeps, 'model'>): Promise<Outcome<PlanCatalogue>> {
  const c = await v.model.catalogue()
  return c ? ok(c) : { ok: false, error: 'volunteer.noPlan', code: Codes.empty }
}
