import type { AccessArea } from '@/core/domain/access'
import { bandOf } from '@/core/domain/admission/admitProbability'
import { NO_RULE } from '@/core/domain/admission/planIndex'
import { studentView } from '@/core/domain/admission/studentView'
import { isEligible } from '@/core/domain/subjectRequirement'
import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import type * as plan from '@/ports/api/plan'
import type { PlanEntry } from '../../ports/AdmissionModel'
import type { UsesVolunteer } from '../../ports/ServerDeps'
import type { TrialDeps } from '../shared/ensureTrial'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'
import { requireAccess } from '../shared/requireAccess'
import { catalogueOf } from './catalogueOf'
import { planItem } from './planItem'
import { volunteerStudent, type VolunteerStudentDeps } from './volunteerStudent'
import { wantsOfUser } from './wantsOfUser'

export type PlanQuery = ParsedInputOf<typeof plan.planPage>
export type PlanPageDeps = TrialDeps & VolunteerStudentDeps & UsesVolunteer<'model' | 'targets'>

function matches(e: PlanEntry, q: PlanQuery): boolean {
  const c = e.candidate
  if (q.province?.length && !q.province.some((p) => c.province.includes(p.replace(/省|市|自治区/g, '')))) return false
  if (q.school && !(c.schoolName.includes(q.school) || c.schoolCode === q.school)) return false
  if (q.major && !c.majorName.includes(q.major)) return false
  if (q.tag?.length && !q.tag.every((t) => e.tags.includes(t))) return false
  return true
}

/**
 * The plan year's programmes for the caller's batch, filtered, each with the student's probability and band,
 * for a caller with access to `area`. Code 2 (empty list on the client) without a rank or batch.
 * Filters, bands and the order come from the plan index (one pass of arithmetic); rows are built only for
 * the page asked for. Recommended = what the AI list draws from (the student's preferences applied), in
 * their preference order; otherwise the most selective programmes first.
 */
export async function planPageIn(area: AccessArea, deps: PlanPageDeps, q: PlanQuery, call: Call): Promise<Outcome<OutputOf<typeof plan.planPage>>> {
  const user = await requireAccess(deps, callerOf(call), area)
  if (!user.ok) return user
  const student = await volunteerStudent(deps, user.value)
  if (!student.ok) return student
  const cat = await catalogueOf(deps.volunteer)
  if (!cat.ok) return cat
  const s = student.value
  const c = cat.value
  const index = c.index
  const view = studentView(index, s, await wantsOfUser(deps.volunteer, user.value.id))
  let picked: number[]
  if (q.isRecommend === 1) picked = [...view.pool].sort((a, b) => view.utility[b] - view.utility[a] || a - b)
  else {
    picked = []
    for (let i = 0; i < index.size; i++) if (s.levels.has(c.byId.get(index.candidates[i].id)!.level)) picked.push(i)
    const key = (i: number) => (index.invScale[i] === 0 ? Infinity : index.mean[i])
    picked.sort((a, b) => key(a) - key(b) || a - b)
  }
  const ruleOk = index.rules.map((r) => isEligible(r, s.subjects))
  picked = picked.filter((i) => {
    const e = c.byId.get(index.candidates[i].id)!
    if (!matches(e, q)) return false
    if (q.eligibleOnly && !(index.rule[i] !== NO_RULE && ruleOk[index.rule[i]])) return false
    if (q.band) {
      const p = view.probability[i]
      if (Number.isNaN(p) || bandOf(p) !== q.band) return false
    }
    return true
  })
  const from = (q.pageNum - 1) * q.pageSize
  const list = picked.slice(from, from + q.pageSize).map((i) => planItem(c.byId.get(index.candidates[i].id)!, c, s, call.lang))
  return ok({ list, total: picked.length })
}
