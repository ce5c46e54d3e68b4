import { ANSWER_MAX, ANSWER_MIN, INVENTORY, isAnswerSheet } from './inventory'
import { RIASEC, type RiasecScores, type RiasecType } from './riasec'

/** An answer sheet as the class fit reads it: how much the student likes each type and each activity, 0–100, unrounded. */
export interface InterestReading {
  types: RiasecScores
  /** Item id (R1 … C8) → the answer's points above "非常不喜欢" as a share of the most. */
  items: Readonly<Record<string, number>>
}

/** Reads a complete answer sheet; null when it is not one. Unrounded, so nearby profiles stay apart. */
export function readAnswers(answers: readonly number[]): InterestReading | null {
  if (!isAnswerSheet(answers)) return null
  const sum: Record<RiasecType, number> = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 }
  const count: Record<RiasecType, number> = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 }
  const items: Record<string, number> = {}
  INVENTORY.forEach((item, i) => {
    const liking = (100 * (answers[i] - ANSWER_MIN)) / (ANSWER_MAX - ANSWER_MIN)
    items[item.id] = liking
    sum[item.type] += liking
    count[item.type]++
  })
  const types = Object.fromEntries(RIASEC.map((t) => [t, sum[t] / count[t]])) as RiasecScores
  return { types, items }
}
