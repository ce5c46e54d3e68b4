import { NO_RULE, type PlanIndex } from '@/core/domain/admission/planIndex'
import { programmeCoverage } from '@/core/domain/admission/programmeMajors'
import { earlierRuleOf } from '@/core/domain/assessment/earlierRuleOf'
import { normalizeMajorName } from '@/core/domain/majorName'
import { readSubjectRule, type SubjectRule } from '@/core/domain/subjectRequirement'
import type { PlanCatalogue } from '../../ports/AdmissionModel'
import type { RefPlan, ReferenceData } from '../../ports/ReferenceData'

/** What the interest tests count over the plan: computed once per plan catalogue, shared by every student. */
export interface AssessmentPlan {
  year: number
  planSubjects: readonly string[] | null
  /** The 本科 programmes of the plan, by their position in the index. */
  undergraduate: Int32Array
  /** Each programme's 选考 rule (null: wording not understood), by index position. */
  ruleOf: (i: number) => SubjectRule | null
  /** 4-digit class code → the 本科 programmes leading to it. */
  byClass: ReadonlyMap<string, Int32Array>
  /** 6-digit major code → how many 本科 programmes lead to it. */
  majorCount: ReadonlyMap<string, number>
  /**
   * 本科 programmes of the plan year's 投档线 that our plan lacks (they need a subject outside its export),
   * each with the classes it leads to and the rule borrowed from `earlierYear`'s plan (null: unknown); null
   * when the 投档线 of the plan year is not in the data.
   */
  missing: ReadonlyArray<MissingOfPlan> | null
  /** The earlier plan year whose rules stand in for the missing programmes'; null when the data has none. */
  earlierYear: number | null
}

export interface MissingOfPlan {
  classes: readonly string[]
  rule: SubjectRule | null
}

const CLASS_CODE = /^\d{4}$/

const built = new WeakMap<PlanCatalogue, Promise<AssessmentPlan>>()

/** The plan as the tests count it, built on first use for each catalogue (the catalogue changes with the dataset). */
export function assessmentPlanOf(catalogue: PlanCatalogue, reference: ReferenceData): Promise<AssessmentPlan> {
  let plan = built.get(catalogue)
  if (!plan) {
    plan = buildAssessmentPlan(catalogue, reference)
    // A failed build is not cached: the next request tries again.
    plan.catch(() => built.delete(catalogue))
    built.set(catalogue, plan)
  }
  return plan
}

async function buildAssessmentPlan(catalogue: PlanCatalogue, reference: ReferenceData): Promise<AssessmentPlan> {
  const index = catalogue.index
  const undergraduate: number[] = []
  for (let i = 0; i < index.size; i++) if (index.undergraduate[i] === 1) undergraduate.push(i)
  const byClass = new Map<string, Int32Array>()
  const majorCount = new Map<string, number>()
  for (const [code, hit] of index.coverage) {
    const mine = Array.from(hit.idx).filter((i) => index.undergraduate[i] === 1)
    if (CLASS_CODE.test(code)) byClass.set(code, Int32Array.from(mine))
    else majorCount.set(code, mine.length)
  }
  return {
    year: index.planYear,
    planSubjects: index.planSubjects,
    undergraduate: Int32Array.from(undergraduate),
    ruleOf: (i) => (index.rule[i] === NO_RULE ? null : index.rules[index.rule[i]]),
    byClass,
    majorCount,
    ...(await missingProgrammes(catalogue, index, reference)),
  }
}

/**
 * A plan exported for one subject combination lacks the programmes closed to it. The same year's 投档线
 * names every programme filed in 一段, so those it has and the plan lacks are the missing part (only when
 * the 投档线 and the plan are of the same year). 专科 schools are left out, as the tests count 本科. Each
 * missing programme takes its rule from the newest earlier plan in the data (the 2020 plan has a 政治历史地理
 * export besides the 物理化学生物 one), matched by school code and normalized name, where that rule can stand.
 */
async function missingProgrammes(
  catalogue: PlanCatalogue,
  index: PlanIndex,
  reference: ReferenceData,
): Promise<{ missing: MissingOfPlan[] | null; earlierYear: number | null }> {
  if (index.planSubjects === null) return { missing: [], earlierYear: null }
  if (index.lastCutoffYear !== index.planYear) return { missing: null, earlierYear: null }
  const inPlan = new Set(catalogue.candidates.map((c) => `${c.schoolCode}|${normalizeMajorName(c.majorName)}`))
  const absent = (await reference.programmesOfYear(index.planYear)).filter((p) => !inPlan.has(`${p.schoolCode}|${p.majorKey}`))
  const schools = new Map<string, { level: string | null; earlier: RefPlan[] }>()
  for (const code of new Set(absent.map((p) => p.schoolCode))) {
    const [school, plans] = await Promise.all([reference.school(code), reference.plansOfSchool(code)])
    schools.set(code, { level: school?.level ?? null, earlier: plans.filter((p) => p.year < index.planYear) })
  }
  const years = [...schools.values()].flatMap((s) => s.earlier.map((p) => p.year))
  const earlierYear = years.length === 0 ? null : Math.max(...years)
  const planSubjects = index.planSubjects
  const missing = absent
    .filter((p) => schools.get(p.schoolCode)?.level !== '专科')
    .map((p) => {
      const rows = (schools.get(p.schoolCode)?.earlier ?? []).filter((r) => r.year === earlierYear && r.majorKey === p.majorKey)
      return {
        classes: programmeCoverage(p.majorKey, '', index.catalogue)
          .map((c) => c.code)
          .filter((code) => CLASS_CODE.test(code)),
        rule: earlierRuleOf(
          rows.map((r) => readSubjectRule(r.rule)),
          planSubjects,
        ),
      }
    })
  return { missing, earlierYear }
}
