import { classInterests } from './classInterests'
import type { RiasecScores } from './riasec'

/** How much a class's first, second and third letter count: its strongest type weighs most. */
export const LETTER_WEIGHTS = [3, 2, 1] as const

/**
 * How well a 专业类 fits an interest profile, 0–100: the student's scores on the class's letters, averaged
 * with weights 3-2-1 by the letters' order. A class we have no reading of fits 0.
 */
export function categoryFit(scores: RiasecScores, classCode: string): number {
  const letters = classInterests(classCode)
  let sum = 0
  let weight = 0
  letters.forEach((type, i) => {
    sum += LETTER_WEIGHTS[i] * scores[type]
    weight += LETTER_WEIGHTS[i]
  })
  return weight === 0 ? 0 : Math.round((10 * sum) / weight) / 10
}

/**
 * Classes from best fit to worst, with their fit. Many classes share a Holland code and so a fit: among
 * equal fits the class with more programmes (`size`, absent = 0) comes first, the place a student can use
 * most, then the catalogue's order (class code).
 */
export function rankByFit<T extends { classCode: string; size?: number }>(scores: RiasecScores, classes: readonly T[]): Array<T & { fit: number }> {
  return classes
    .map((c) => ({ ...c, fit: categoryFit(scores, c.classCode) }))
    .sort((a, b) => b.fit - a.fit || (b.size ?? 0) - (a.size ?? 0) || (a.classCode < b.classCode ? -1 : a.classCode > b.classCode ? 1 : 0))
}

/** How many of the best-fitting classes count as "matching the student's interests" when programmes are counted. */
export const MATCHED_CLASSES = 10

/** The best-fitting classes that have programmes to count, from a list ranked by rankByFit. */
export function matchedClasses(ranked: readonly { classCode: string; available: boolean }[]): string[] {
  return ranked
    .filter((c) => c.available)
    .slice(0, MATCHED_CLASSES)
    .map((c) => c.classCode)
}
