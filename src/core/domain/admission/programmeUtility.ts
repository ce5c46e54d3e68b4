import type { ListPriority } from '@/ports/api/listPrefs'

/**
 * A programme's utility for one student on a 0–100 scale: what the list generator maximises and the
 * order the list goes in (平行志愿 files the student at the first listed programme they beat, so the list
 * must be in their preference order).
 * - No wanted majors: school standing (tier, ranking, selectivity).
 * - 学校优先 with wanted majors: standing first; a wanted major adds less than a tier step, so it decides
 *   the order inside a tier.
 * - 专业优先 with wanted majors: every wanted-major programme (45–97) comes before any other (0–35); the
 *   others are only there to keep the student from 滑档.
 * A wanted province or city adds a bonus about one tier step.
 */
export const PLACE_BONUS = 8
export const SCHOOL_FIRST_MAJOR_BONUS = 8

/**
 * `match`: 0 = not a wanted major; 1 = the major itself; 0.7 = a broad programme that includes it.
 * Plain arguments, no object: it runs for every programme of the plan for every list.
 */
export function programmeUtility(standing: number, match: number, placeWanted: boolean, priority: ListPriority, hasTargets: boolean): number {
  let u: number
  if (hasTargets && priority === 'major') u = match > 0 ? 45 + 0.45 * standing + 8 * match : 0.35 * standing
  else u = 0.9 * standing + (match > 0 ? SCHOOL_FIRST_MAJOR_BONUS * match : 0)
  if (placeWanted) u += PLACE_BONUS
  return Math.max(0, Math.min(100, u))
}

/** Under 专业优先, a programme of no wanted major is in the list only as a fallback against 滑档. */
export const isFallback = (match: number, priority: ListPriority, hasTargets: boolean): boolean => hasTargets && priority === 'major' && match === 0
