import { formatSubjectRule, isEligible, type SubjectRule } from '../subjectRequirement'
import { subjectNames, type ElectiveKey } from '../subjects'

/** The seven 选考 subjects in the order the pages list them (物理 化学 生物 政治 历史 地理 技术). */
export const COMBINATION_ORDER: readonly ElectiveKey[] = ['physics', 'chemistry', 'biology', 'politics', 'history', 'geography', 'technology']

/** Every three-of-seven combination (35), each in COMBINATION_ORDER, the list in lexical order of it. */
export const COMBINATIONS: readonly (readonly ElectiveKey[])[] = (() => {
  const out: ElectiveKey[][] = []
  const n = COMBINATION_ORDER.length
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) for (let c = b + 1; c < n; c++) out.push([COMBINATION_ORDER[a], COMBINATION_ORDER[b], COMBINATION_ORDER[c]])
  return out
})()

/** A programme of the plan as the ranking sees it: its 选考 rule (null: wording not understood) and whether it matches the student's interests. */
export interface RankedProgramme {
  rule: SubjectRule | null
  matches: boolean
}

/**
 * A programme known to exist (the plan year's 投档线 names it) but missing from our plan, because the plan is
 * one subject combination's export and the programme is closed to it. `rule` is borrowed from an earlier
 * year's plan (see earlierRuleOf); null when no earlier rule can stand for it, and then its rule is unknown.
 */
export interface MissingProgramme {
  rule: SubjectRule | null
  matches: boolean
}

/**
 * What each combination may apply to, by how sure we are: the plan year's own rules (`eligible`, `matching`),
 * an earlier year's rules inferred for programmes the plan lacks (`inferred…`), and programmes whose rule is
 * unknown, which this combination may or may not apply to (`unknown…`).
 */
export interface CombinationCount {
  subjects: ElectiveKey[]
  /** Programmes of our plan this combination may apply to, by the plan year's rules. */
  eligible: number
  /** Of those, the ones matching the student's interests. */
  matching: number
  /** Programmes missing from our plan that this combination may apply to by an earlier year's rule. */
  inferred: number
  inferredMatching: number
  /** Programmes missing from our plan whose rule is unknown and might admit this combination. */
  unknown: number
  unknownMatching: number
  /** eligible as a share of our plan's programmes with a known rule, 0–1. */
  share: number
  /** Whether our plan holds every programme open to this combination (then the counts are exact). */
  complete: boolean
  /** The most the counts can be once the missing programmes are included; null when how many are missing is unknown. */
  eligibleMax: number | null
  matchingMax: number | null
}

/** The best estimate the ranking goes by: the plan year's rules, plus the earlier rules inferred. */
export const estimatedMatching = (c: Pick<CombinationCount, 'matching' | 'inferredMatching'>): number => c.matching + c.inferredMatching
export const estimatedEligible = (c: Pick<CombinationCount, 'eligible' | 'inferred'>): number => c.eligible + c.inferred

/** Programmes counted once per distinct rule (about ten cover a whole plan), then each rule tested per combination. */
function byRule(programmes: readonly { rule: SubjectRule | null; matches: boolean }[]) {
  const out = new Map<string, { rule: SubjectRule; total: number; matching: number }>()
  let known = 0
  let unknown = 0
  let unknownMatching = 0
  for (const p of programmes) {
    if (!p.rule) {
      unknown++
      if (p.matches) unknownMatching++
      continue
    }
    known++
    const key = formatSubjectRule(p.rule)
    const bucket = out.get(key) ?? { rule: p.rule, total: 0, matching: 0 }
    bucket.total++
    if (p.matches) bucket.matching++
    out.set(key, bucket)
  }
  const open = (names: readonly string[]) => {
    let total = 0
    let matching = 0
    for (const b of out.values())
      if (isEligible(b.rule, names)) {
        total += b.total
        matching += b.matching
      }
    return { total, matching }
  }
  return { open, known, unknown, unknownMatching }
}

/**
 * The 35 combinations ranked by how many programmes matching the student's interests they open, then by how
 * many programmes they open at all, then in COMBINATION_ORDER; both counts are the best estimate (the plan
 * year's rules plus the earlier rules inferred). A combination inside the plan's export (`planSubjects`,
 * null = the whole plan) is counted exactly: every missing programme is closed to it. Outside it, the missing
 * programmes count by their inferred rule, or as unknown; when how many are missing is not known
 * (`missing` null), the counts are a lower bound with no upper one.
 */
export function rankCombinations(
  programmes: readonly RankedProgramme[],
  plan: { planSubjects: readonly string[] | null; missing: readonly MissingProgramme[] | null },
): CombinationCount[] {
  const inPlan = byRule(programmes)
  const missing = byRule(plan.missing ?? [])
  const counts = COMBINATIONS.map((combo): CombinationCount => {
    const names = subjectNames(combo)
    const own = inPlan.open(names)
    const complete = plan.planSubjects === null || names.every((s) => plan.planSubjects!.includes(s))
    const inferred = complete ? { total: 0, matching: 0 } : missing.open(names)
    const unknown = complete ? { total: 0, matching: 0 } : { total: missing.unknown, matching: missing.unknownMatching }
    const bounded = complete || plan.missing !== null
    return {
      subjects: [...combo],
      eligible: own.total,
      matching: own.matching,
      inferred: inferred.total,
      inferredMatching: inferred.matching,
      unknown: unknown.total,
      unknownMatching: unknown.matching,
      share: inPlan.known === 0 ? 0 : own.total / inPlan.known,
      complete,
      eligibleMax: bounded ? own.total + inferred.total + unknown.total : null,
      matchingMax: bounded ? own.matching + inferred.matching + unknown.matching : null,
    }
  })
  const order = (c: CombinationCount) => COMBINATIONS.findIndex((x) => x.join() === c.subjects.join())
  return counts.sort((a, b) => estimatedMatching(b) - estimatedMatching(a) || estimatedEligible(b) - estimatedEligible(a) || order(a) - order(b))
}

/**
 * Each ranked combination's place, shared by combinations with the same estimated counts (1, 2, 2, 2, 5 …):
 * a combination is only ahead of another when it opens more.
 */
export function standings(ranked: readonly Pick<CombinationCount, 'matching' | 'inferredMatching' | 'eligible' | 'inferred'>[]): number[] {
  return ranked.map((c) => {
    const [m, e] = [estimatedMatching(c), estimatedEligible(c)]
    return 1 + ranked.filter((o) => estimatedMatching(o) > m || (estimatedMatching(o) === m && estimatedEligible(o) > e)).length
  })
}

/** The student's own three subjects as a combination of COMBINATIONS, or null when they have not three. */
export function combinationOf(keys: readonly ElectiveKey[]): ElectiveKey[] | null {
  const set = new Set(keys)
  if (set.size !== 3) return null
  return COMBINATION_ORDER.filter((k) => set.has(k))
}
