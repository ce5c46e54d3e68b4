import { wantsOf, type ListWants } from '@/core/domain/admission/listWants'
import type { VolunteerDeps } from '../../ports/VolunteerDeps'

/** The caller's saved target with every default applied (no target = the defaults). */
export async function wantsOfUser(v: Pick<VolunteerDeps, 'targets'>, userId: number): Promise<ListWants> {
  const t = await v.targets.get(userId)
  return wantsOf(t ? { jsonList: t.jsonList, province: t.province, maxTuition: t.maxTuition, prefs: t.prefs } : null)
}
