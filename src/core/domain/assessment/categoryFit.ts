import { classActivities } from './classActivities'
import { classInterests } from './classInterests'
import type { InterestReading } from './readAnswers'

/** How much a class's first, second and third letter count: its strongest type weighs most. */
export const LETTER_WEIGHTS = [3, 2, 1] as const

/**
 * The share of the fit that the class's own activities carry. Letters rest on 24 answers and say what kind
 * of work it is; the two or three activities say which work, and are what tells apart the dozens of classes
 * sharing a code. A third keeps the letters in charge while no two such classes tie on a varied sheet.
 */
export const ACTIVITY_SHARE = 1 / 3

/** The student's liking of the class's letters, weighted 3-2-1 by the letters' order, 0–100; 0 for a class we have no reading of. */
export function letterFit(reading: InterestReading, classCode: string): number {
  let sum = 0
  let weight = 0
  classInterests(classCode).forEach((type, i) => {
    sum += LETTER_WEIGHTS[i] * reading.types[type]
    weight += LETTER_WEIGHTS[i]
  })
  return weight === 0 ? 0 : sum / weight
}

/** How much a class's first, second and third activity count: the closest to its work weighs most, the others not much less. */
export const ACTIVITY_WEIGHTS = [4, 3, 2] as const

/** The student's liking of the class's signature activities, weighted 4-3-2 by their order, 0–100; the letter fit when the class has none. */
export function activityFit(reading: InterestReading, classCode: string): number {
  let sum = 0
  let weight = 0
  classActivities(classCode).forEach((id, i) => {
    sum += ACTIVITY_WEIGHTS[i] * (reading.items[id] ?? 0)
    weight += ACTIVITY_WEIGHTS[i]
  })
  return weight === 0 ? letterFit(reading, classCode) : sum / weight
}

/**
 * How well a 专业类 fits the student, 0–100 and unrounded: two thirds the liking of its letters, one third
 * the liking of its signature activities.
 */
export function categoryFit(reading: InterestReading, classCode: string): number {
  return (1 - ACTIVITY_SHARE) * letterFit(reading, classCode) + ACTIVITY_SHARE * activityFit(reading, classCode)
}

/** A fit as the result reports it: one decimal, so classes the ranking tells apart show apart. */
export const reportedFit = (fit: number): number => Math.round(10 * fit) / 10

/**
 * Classes from best fit to worst, with their reported fit. Equal reported fits (a sheet that gives every
 * activity of a type the same answer cannot tell some classes apart) go by the liking of the signature
 * activities, then by the class with more programmes (`size`, absent = 0), the place a student can use most,
 * then by class code: always the same order.
 */
export function rankByFit<T extends { classCode: string; size?: number }>(reading: InterestReading, classes: readonly T[]): Array<T & { fit: number }> {
  return classes
    .map((c) => ({ c: { ...c, fit: reportedFit(categoryFit(reading, c.classCode)) }, activities: reportedFit(activityFit(reading, c.classCode)) }))
    .sort(
      (a, b) =>
        b.c.fit - a.c.fit ||
        b.activities - a.activities ||
        (b.c.size ?? 0) - (a.c.size ?? 0) ||
        (a.c.classCode < b.c.classCode ? -1 : a.c.classCode > b.c.classCode ? 1 : 0),
    )
    .map(({ c }) => c)
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
