import { ANSWER_MAX, ANSWER_MIN, INVENTORY, isAnswerSheet } from './inventory'
import { RIASEC, type RiasecScores, type RiasecType } from './riasec'

/** A profile whose highest and lowest scores are closer than this (of 100) says little: the page says so. */
export const FLAT_SPREAD = 15
/** A profile whose highest score is below this liked few activities of any kind: the page says so. */
export const LOW_PEAK = 40

export interface InterestProfile {
  /** 0–100 per type: the share of the type's possible "like" points the student gave. */
  scores: RiasecScores
  /** The three highest types, highest first (the Holland code, e.g. "IRA"); ties go by R-I-A-S-E-C order. */
  code: string
  /** Highest minus lowest score. */
  spread: number
  flat: boolean
  low: boolean
}

/** The types from highest score to lowest; equal scores keep the hexagon's order. */
export function rankTypes(scores: RiasecScores): RiasecType[] {
  return [...RIASEC].sort((a, b) => scores[b] - scores[a] || RIASEC.indexOf(a) - RIASEC.indexOf(b))
}

/**
 * Scores a complete answer sheet: per type, the answers' points above "非常不喜欢" as a share of the most
 * it could get (eight items × 4 points), rounded to a whole number. Null when the sheet is not complete.
 */
export function scoreInventory(answers: readonly number[]): InterestProfile | null {
  if (!isAnswerSheet(answers)) return null
  const points: Record<RiasecType, number> = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 }
  const most: Record<RiasecType, number> = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 }
  INVENTORY.forEach((item, i) => {
    points[item.type] += answers[i] - ANSWER_MIN
    most[item.type] += ANSWER_MAX - ANSWER_MIN
  })
  const scores = Object.fromEntries(RIASEC.map((t) => [t, Math.round((100 * points[t]) / most[t])])) as RiasecScores
  const values = RIASEC.map((t) => scores[t])
  const spread = Math.max(...values) - Math.min(...values)
  return {
    scores,
    code: rankTypes(scores).slice(0, 3).join(''),
    spread,
    flat: spread < FLAT_SPREAD,
    low: Math.max(...values) < LOW_PEAK,
  }
}
