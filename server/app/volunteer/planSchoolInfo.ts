import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import type * as plan from '@/ports/api/plan'
import type { UsesVolunteer } from '../../ports/ServerDeps'
import type { TrialDeps } from '../shared/ensureTrial'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'
import { requireAccess } from '../shared/requireAccess'
import { catalogueOf } from './catalogueOf'
import { planItem } from './planItem'
import { volunteerStudent, type VolunteerStudentDeps } from './volunteerStudent'

/** schoolinfo: one school's programmes of the plan year with the caller's probabilities; 尊享版 (super vip). */
export async function planSchoolInfo(
  deps: TrialDeps & VolunteerStudentDeps & UsesVolunteer<'model'>,
  q: ParsedInputOf<typeof plan.planSchoolInfo>,
  call: Call,
): Promise<Outcome<OutputOf<typeof plan.planSchoolInfo>>> {
  const user = await requireAccess(deps, callerOf(call), 'premier')
  if (!user.ok) return user
  const cat = await catalogueOf(deps.volunteer)
  if (!cat.ok) return cat
  const student = await volunteerStudent(deps, user.value)
  const s = student.ok ? student.value : { rank: null, subjects: [] as string[] }
  const school = cat.value.schools.find((x) => x.code === q.schoolCode) ?? null
  return ok({ school, list: cat.value.entries.filter((e) => e.candidate.schoolCode === q.schoolCode).map((e) => planItem(e, cat.value, s, call.lang)) })
}
