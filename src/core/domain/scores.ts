import { BASIC_KEYS, maxScoreOf, subjectScore, type ElectiveKey, type ScoreMap, type SubjectKey } from './subjects'

/** A score is legal when it is not null and at least 0 (and a real number). */
export function isLegalScore(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
}

/** Legal and not above the subject's maximum (选考 100, 语数外 150). */
export function isScoreInRange(key: SubjectKey, value: unknown): value is number {
  return isLegalScore(value) && value <= maxScoreOf(key)
}

/**
 * A sanity cap for 政策加分, not a published figure: Zhejiang's policy points are a handful, so anything
 * above this is a typing mistake rather than a real bonus.
 */
export const POLICY_MAX = 50
export const CULTURE_MAX = 750

/** National (1) or provincial (2) policy points; only one of the two counts. */
export type AddScoreType = 1 | 2

/** 文化总分: 语数外 + the chosen 选考 subjects, each clamped into its legal range. */
export function cultureScore(scores: ScoreMap, chosen: readonly ElectiveKey[]): number {
  const clamp = (key: SubjectKey, value: number | null | undefined) => Math.min(Math.max(value ?? 0, 0), maxScoreOf(key))
  const basic = BASIC_KEYS.reduce((sum, key) => sum + clamp(key, scores[key]), 0)
  const clamped: ScoreMap = {}
  for (const key of chosen) clamped[key] = clamp(key, scores[key])
  return basic + subjectScore(clamped, chosen.slice(0, 3))
}

/** The form's total: 文化总分 plus the policy points; never above 750 + policy points. */
export function totalScore(scores: ScoreMap, chosen: readonly ElectiveKey[], policyPoints: number): number {
  return cultureScore(scores, chosen) + Math.max(policyPoints, 0)
}
