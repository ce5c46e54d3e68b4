import { bandOf } from '@/core/domain/admission/admitProbability'
import { subjectsMissingFromPlan } from '@/core/domain/admission/planCoverage'
import { NO_RULE } from '@/core/domain/admission/planIndex'
import { studentView } from '@/core/domain/admission/studentView'
import { isEligible } from '@/core/domain/subjectRequirement'
import { parseSubjectKeys, subjectNames } from '@/core/domain/subjects'
import type { AccessArea } from '@/core/domain/access'
import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import type * as plan from '@/ports/api/plan'
import type { PlanEntry } from '../ports/AdmissionModel'
import type { ServerDeps } from '../ports/ServerDeps'
import { callerOf, fail, ok, type Call, type Outcome } from './outcome'
import { planItem } from './planItem'
import { requireAccess } from './volunteerAccess'
import { belowFirstLine, catalogueOf, volunteerStudent, wantsOfUser } from './volunteerStudent'

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

/**
 * The plan search itself (page, page2) belongs to the 尊享版 self-selection and plan pages: super vip.
 * Filters, bands and the order come from the plan index (one pass of arithmetic); rows are built only for
 * the page asked for. Recommended = what the AI list draws from (the student's preferences applied), in
 * their preference order; otherwise the most selective programmes first.
 */
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
  const c = cat.value
  const index = c.index
  const view = studentView(index, s, await wantsOfUser(v, user.value.id))
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
  return ok({ school, list: cat.value.entries.filter((e) => e.candidate.schoolCode === q.schoolCode).map((e) => planItem(e, cat.value, s, call.lang)) })
}

/**
 * test: the plan's data status for the caller — how many programmes and forecasts, the year forecast,
 * which subjects' programmes our plan lacks, whether their segment has history, and whether their total
 * is below the 一段 line.
 */
export async function planStatus(deps: ServerDeps, _q: unknown, call: Call): Promise<Outcome<OutputOf<typeof plan.planTest>>> {
  const v = deps.volunteer
  if (!v) return fail('common.notYet')
  const user = await requireAccess(deps, v, callerOf(call), 'list')
  if (!user.ok) return user
  const cat = await catalogueOf(v)
  if (!cat.ok) return cat
  const c = cat.value
  const student = await volunteerStudent(deps, user.value)
  const s = student.ok ? student.value : null
  const subjects = s?.subjects ?? subjectNames(parseSubjectKeys(user.value.subject))
  return ok({
    year: c.year,
    forecastYear: c.forecastYear,
    programmes: c.entries.length,
    withPrediction: c.candidates.filter((x) => x.prediction).length,
    version: c.version,
    planSubjects: c.index.planSubjects ? [...c.index.planSubjects] : null,
    missingSubjects: subjectsMissingFromPlan(c.index.planSubjects, subjects),
    segment: s?.segment ?? null,
    // The data holds 一段 投档线 only: a 二段 student has no history to forecast from.
    segmentHasHistory: s?.segment === '一段',
    firstLine: c.firstLine?.score ?? null,
    belowFirstLine: s ? belowFirstLine(c, s) : null,
  })
}

/** city: cities with programmes in the plan year, with their province (wanted / avoided cities of the AI form). */
export async function planCities(deps: ServerDeps, _q: unknown, call: Call): Promise<Outcome<OutputOf<typeof plan.planCities>>> {
  const v = deps.volunteer
  if (!v) return fail('common.notYet')
  const user = await requireAccess(deps, v, callerOf(call), 'list')
  if (!user.ok) return user
  const cat = await catalogueOf(v)
  return cat.ok ? ok(cat.value.cities) : ok([])
}
