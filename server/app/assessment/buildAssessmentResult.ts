import { matchedClasses, rankByFit } from '@/core/domain/assessment/categoryFit'
import { CLASS_INTERESTS } from '@/core/domain/assessment/classInterests'
import { combinationOf, rankCombinations } from '@/core/domain/assessment/combinations'
import { readAnswers } from '@/core/domain/assessment/readAnswers'
import { scoreInventory } from '@/core/domain/assessment/scoreInventory'
import { isEligible, type SubjectRule } from '@/core/domain/subjectRequirement'
import { subjectNames, type ElectiveKey } from '@/core/domain/subjects'
import type { AssessmentResult, CategoryFit } from '@/ports/api/assessment'
import type { AssessmentRecord } from '../../ports/AssessmentRepo'
import type { RefMajor, ReferenceData } from '../../ports/ReferenceData'
import type { VolunteerDeps } from '../../ports/VolunteerDeps'
import { assessmentPlanOf, type AssessmentPlan } from './assessmentPlan'

export interface AssessmentResultDeps {
  reference: ReferenceData
  volunteer: Pick<VolunteerDeps, 'model'>
}

/** Example majors shown per class. */
const EXAMPLES = 4

interface CatalogueClass {
  classCode: string
  className: string
  disciplineCode: string
  discipline: string
  majors: RefMajor[]
}

/** The catalogue's 专业类 with their majors, in code order. A class coded `xx00` is its 门类 itself (交叉学科), named so. */
function classesOf(majors: readonly RefMajor[]): CatalogueClass[] {
  const out = new Map<string, CatalogueClass>()
  for (const m of [...majors].sort((a, b) => (a.code < b.code ? -1 : 1))) {
    const c = out.get(m.classCode) ?? {
      classCode: m.classCode,
      className: m.classCode.endsWith('00') ? m.discipline : m.className,
      disciplineCode: m.disciplineCode,
      discipline: m.discipline,
      majors: [],
    }
    c.majors.push(m)
    out.set(m.classCode, c)
  }
  return [...out.values()].sort((a, b) => (a.classCode < b.classCode ? -1 : 1))
}

/** Whether each distinct rule admits these subjects, asked once per rule. */
function eligibility(plan: AssessmentPlan, subjects: readonly ElectiveKey[]): (i: number) => boolean {
  const names = subjectNames(subjects)
  const seen = new Map<SubjectRule, boolean>()
  return (i) => {
    const rule = plan.ruleOf(i)
    if (!rule) return false
    let yes = seen.get(rule)
    if (yes === undefined) {
      yes = isEligible(rule, names)
      seen.set(rule, yes)
    }
    return yes
  }
}

/**
 * A saved answer sheet as the student sees it, on today's plan: the profile, every 专业类 by fit with what
 * the plan holds of it, and for 选科测评 the 35 combinations ranked. Null when the sheet no longer scores
 * (an inventory of another size).
 */
export async function buildAssessmentResult(
  deps: AssessmentResultDeps,
  sheet: AssessmentRecord,
  studentSubjects: readonly ElectiveKey[],
): Promise<AssessmentResult | null> {
  const profile = scoreInventory(sheet.answers)
  const reading = readAnswers(sheet.answers)
  if (!profile || !reading) return null
  const catalogue = await deps.volunteer.model.catalogue()
  const plan = catalogue ? await assessmentPlanOf(catalogue, deps.reference) : null
  const own = combinationOf(studentSubjects)
  const ownEligible = plan && own ? eligibility(plan, own) : null
  const classes = classesOf(await deps.reference.majors())
    .filter((c) => c.classCode in CLASS_INTERESTS)
    .map((c) => {
      const idx = plan?.byClass.get(c.classCode) ?? new Int32Array()
      const missing = plan?.missing?.filter((m) => m.classes.includes(c.classCode)).length ?? 0
      return { ...c, idx, missing, size: idx.length + missing }
    })
  const categories: CategoryFit[] = rankByFit(reading, classes).map((c) => {
    const examples = [...c.majors].sort((a, b) => (plan?.majorCount.get(b.code) ?? 0) - (plan?.majorCount.get(a.code) ?? 0)).slice(0, EXAMPLES)
    return {
      classCode: c.classCode,
      className: c.className,
      disciplineCode: c.disciplineCode,
      discipline: c.discipline,
      fit: c.fit,
      letters: CLASS_INTERESTS[c.classCode],
      majors: examples.map((m) => ({ code: m.code, name: m.name })),
      programmes: c.idx.length,
      eligible: ownEligible ? Array.from(c.idx).filter(ownEligible).length : null,
      missing: c.missing,
    }
  })
  const matched = matchedClasses(categories.map((c) => ({ classCode: c.classCode, available: c.programmes + c.missing > 0 })))
  return {
    kind: sheet.kind,
    version: sheet.version,
    takenAt: sheet.createdAt,
    profile,
    categories,
    matchedClasses: matched,
    combinations: sheet.kind === 'subjects' && plan ? combinationsOf(plan, new Set(matched)) : [],
    plan: plan ? planFacts(plan) : null,
    studentSubjects: [...studentSubjects],
  }
}

function combinationsOf(plan: AssessmentPlan, matched: ReadonlySet<string>): AssessmentResult['combinations'] {
  const matches = new Uint8Array(plan.undergraduate.length === 0 ? 0 : Math.max(...plan.undergraduate) + 1)
  for (const code of matched) for (const i of plan.byClass.get(code) ?? []) matches[i] = 1
  const programmes = Array.from(plan.undergraduate, (i) => ({ rule: plan.ruleOf(i), matches: matches[i] === 1 }))
  const missing = plan.missing?.map((m) => ({ rule: m.rule, matches: m.classes.some((c) => matched.has(c)) })) ?? null
  return rankCombinations(programmes, { planSubjects: plan.planSubjects, missing })
}

function planFacts(plan: AssessmentPlan): NonNullable<AssessmentResult['plan']> {
  const unread = Array.from(plan.undergraduate).filter((i) => plan.ruleOf(i) === null).length
  return {
    year: plan.year,
    programmes: plan.undergraduate.length - unread,
    unreadRules: unread,
    planSubjects: plan.planSubjects ? [...plan.planSubjects] : null,
    missing: plan.missing ? plan.missing.length : null,
    inferred: plan.missing && plan.earlierYear !== null ? plan.missing.filter((m) => m.rule !== null).length : null,
    earlierYear: plan.earlierYear,
  }
}
