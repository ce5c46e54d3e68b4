import { BAND_THRESHOLDS } from '@/core/domain/admission/admitProbability'
import type { AccessArea } from '@/core/domain/access'
import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import type * as plan from '@/ports/api/plan'
import type { PlanItem } from '@/ports/api/plan'
import type { PlanEntry } from '../ports/AdmissionModel'
import type { ServerDeps } from '../ports/ServerDeps'
import { callerOf, fail, ok, type Call, type Outcome } from './outcome'
import { planItem } from './planItem'
import { requireAccess } from './volunteerAccess'
import { catalogueOf, volunteerStudent } from './volunteerStudent'

type Query = ParsedInputOf<typeof plan.planPage>
type Page = OutputOf<typeof plan.planPage>

function matches(e: PlanEntry, q: Query): boolean {
  const c = e.candidate
  if (q.province?.length && !q.province.some((p) => c.province.includes(p.replace(/省|市|自治区/g, '')))) return false
  if (q.school && !(c.schoolName.includes(q.school) || c.schoolCode === q.school)) return false
  if (q.major && !c.majorName.includes(q.major)) return false
  if (q.tag?.length && !q.tag.every((t) => e.tags.includes(t))) return false
  return true
}

/** Recommended: what a list would draw from — eligible, reachable (冲 or safer), riskiest first as a list is ordered. */
const recommended = (i: PlanItem): boolean => i.eligible === true && i.probability !== null && i.probability >= BAND_THRESHOLDS.chong

/**
 * page / page1 / page2: the plan year's programmes for the caller's batch, filtered, each with the
 * student's probability and band. Code 2 (empty list on the client) without a rank or batch.
 */
export const planPage = (deps: ServerDeps, q: Query, call: Call) => planPageIn('premier', deps, q, call)

/**
 * page1: the recommended plans (read after a batch change and by the AI flow) stay open to the list's users;
 * it always answers the recommended set, so it is no back door to the 尊享版 search.
 */
export const recommendedPlanPage = (deps: ServerDeps, q: Query, call: Call) => planPageIn('list', deps, { ...q, isRecommend: 1 }, call)

/** The plan search itself (page, page2) belongs to the 尊享版 self-selection and plan pages: super vip. */
async function planPageIn(area: AccessArea, deps: ServerDeps, q: Query, call: Call): Promise<Outcome<Page>> {
  const v = deps.volunteer
  if (!v) return fail('common.notYet')
  const user = await requireAccess(deps, v, callerOf(call), area)
  if (!user.ok) return user
  const student = await volunteerStudent(deps, user.value)
  if (!student.ok) return student
  const cat = await catalogueOf(v)
  if (!cat.ok) return cat
  const s = student.value
  let items = cat.value.entries.filter((e) => s.levels.has(e.level) && matches(e, q)).map((e) => planItem(e, s, cat.value.year))
  if (q.eligibleOnly) items = items.filter((i) => i.eligible === true)
  if (q.band) items = items.filter((i) => i.band === q.band)
  if (q.isRecommend === 1) items = items.filter(recommended).sort((a, b) => (a.probability ?? 0) - (b.probability ?? 0))
  else items.sort((a, b) => (a.prediction?.centerRank ?? Infinity) - (b.prediction?.centerRank ?? Infinity) || (a.planId < b.planId ? -1 : 1))
  const from = (q.pageNum - 1) * q.pageSize
  return ok({ list: items.slice(from, from + q.pageSize), total: items.length })
}

/** province: provinces with programmes in the plan year. */
export async function planProvinces(deps: ServerDeps, _q: unknown, call: Call): Promise<Outcome<string[]>> {
  const v = deps.volunteer
  if (!v) return fail('common.notYet')
  const user = await requireAccess(deps, v, callerOf(call), 'list')
  if (!user.ok) return user
  const cat = await catalogueOf(v)
  return cat.ok ? ok(cat.value.provinces) : ok([])
}

/** school: schools with programmes in the plan year, by name fragment or code (at most 50); a 尊享版 plan-tool call (super vip). */
export async function planSchools(deps: ServerDeps, q: ParsedInputOf<typeof plan.planSchools>, call: Call): Promise<Outcome<OutputOf<typeof plan.planSchools>>> {
  const v = deps.volunteer
  if (!v) return fail('common.notYet')
  const user = await requireAccess(deps, v, callerOf(call), 'premier')
  if (!user.ok) return user
  const cat = await catalogueOf(v)
  if (!cat.ok) return ok([])
  const name = q.name?.trim() ?? ''
  return ok(cat.value.schools.filter((s) => name === '' || s.name.includes(name) || s.code === name).slice(0, 50))
}

/** schoolinfo: one school's programmes of the plan year with the caller's probabilities; 尊享版 (super vip). */
export async function planSchoolInfo(deps: ServerDeps, q: ParsedInputOf<typeof plan.planSchoolInfo>, call: Call): Promise<Outcome<OutputOf<typeof plan.planSchoolInfo>>> {
  const v = deps.volunteer
  if (!v) return fail('common.notYet')
  const user = await requireAccess(deps, v, callerOf(call), 'premier')
  if (!user.ok) return user
  const cat = await catalogueOf(v)
  if (!cat.ok) return cat
  const student = await volunteerStudent(deps, user.value)
  const s = student.ok ? student.value : { rank: null, subjects: [] as string[] }
  const school = cat.value.schools.find((x) => x.code === q.schoolCode) ?? null
  return ok({ school, list: cat.value.entries.filter((e) => e.candidate.schoolCode === q.schoolCode).map((e) => planItem(e, s, cat.value.year)) })
}

/** test: the plan year's data status (how many programmes, how many with a forecast). */
export async function planStatus(deps: ServerDeps, _q: unknown, call: Call): Promise<Outcome<OutputOf<typeof plan.planTest>>> {
  const v = deps.volunteer
  if (!v) return fail('common.notYet')
  const user = await requireAccess(deps, v, callerOf(call), 'list')
  if (!user.ok) return user
  const cat = await catalogueOf(v)
  if (!cat.ok) return cat
  return ok({ year: cat.value.year, programmes: cat.value.entries.length, withPrediction: cat.value.candidates.filter((c) => c.prediction).length, version: cat.value.version })
}
