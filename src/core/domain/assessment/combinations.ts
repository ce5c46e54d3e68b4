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
 * Programmes known to exist but missing from our plan because the plan is one subject combination's export
 * (they need a subject outside it): how many, and how many of them match the student's interests. Their
 * rules are unknown, so they widen each count into a range instead of adding to it.
 */
export interface MissingProgrammes {
  total: number
  matching: number
}

export interface CombinationCount {
  subjects: ElectiveKey[]
  /** Programmes of our plan this combination may apply to. */
  eligible: number
  /** Of those, the ones matching the student's interests. */
  matching: number
  /** eligible as a share of our plan's programmes with a known rule, 0–1. */
  share: number
  /** Whether our plan holds every programme open to this combination (then the counts are exact). */
  complete: boolean
  /** The most the counts can be once the missing programmes are included; null when how many are missing is unknown. */
  eligibleMax: number | null
  matchingMax: number | null
}

/**
 * The 35 combinations ranked by how many programmes matching the student's interests they open, then by
 * how many programmes they open at all, then in COMBINATION_ORDER. Counts are over our plan; a combination
 * with a subject outside the plan's export (`planSubjects`, null = the whole plan) may open more programmes
 * than we can see, at most the missing ones.
 */
export function rankCombinations(
  programmes: readonly RankedProgramme[],
  plan: { planSubjects: readonly string[] | null; missing: MissingProgrammes | null },
): CombinationCount[] {
  // About ten distinct rules cover the whole plan: count per rule once, then test each rule per combination.
  const byRule = new Map<string, { rule: SubjectRule; total: number; matching: number }>()
  let known = 0
  for (const p of programmes) {
    if (!p.rule) continue
    known++
    const key = formatSubjectRule(p.rule)
    const bucket = byRule.get(key) ?? { rule: p.rule, total: 0, matching: 0 }
    bucket.total++
    if (p.matches) bucket.matching++
    byRule.set(key, bucket)
  }
  const counts = COMBINATIONS.map((combo): CombinationCount => {
    const names = subjectNames(combo)
    let eligible = 0
    let matching = 0
    for (const b of byRule.values())
      if (isEligible(b.rule, names)) {
        eligible += b.total
        matching += b.matching
      }
    const complete = plan.planSubjects === null || names.every((s) => plan.planSubjects!.includes(s))
    const missing = complete ? { total: 0, matching: 0 } : plan.missing
    return {
      subjects: [...combo],
      eligible,
      matching,
      share: known === 0 ? 0 : eligible / known,
      complete,
      eligibleMax: missing ? eligible + missing.total : null,
      matchingMax: missing ? matching + missing.matching : null,
    }
  })
  const order = (c: CombinationCount) => COMBINATIONS.findIndex((x) => x.join() === c.subjects.join())
  return counts.sort((a, b) => b.matching - a.matching || b.eligible - a.eligible || order(a) - order(b))
}

/**
 * Each ranked combination's place, shared by combinations with the same counts (1, 2, 2, 2, 5 …): a
 * combination is only ahead of another when it opens more.
 */
export function standings(ranked: readonly Pick<CombinationCount, 'matching' | 'eligible'>[]): number[] {
  return ranked.map((c) => 1 + ranked.filter((o) => o.matching > c.matching || (o.matching === c.matching && o.eligible > c.eligible)).length)
}

/** The student's own three subjects as a combination of COMBINATIONS, or null when they have not three. */
export function combinationOf(keys: readonly ElectiveKey[]): ElectiveKey[] | null {
  const set = new Set(keys)
  if (set.size !== 3) return null
  return COMBINATION_ORDER.filter((k) => set.has(k))
}
