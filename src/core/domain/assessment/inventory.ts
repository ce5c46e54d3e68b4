import { RIASEC, type RiasecType } from './riasec'

/**
 * The interest inventory: short activities a Zhejiang high-school student knows from school and home life,
 * eight per Holland type, written for this app after the O*NET Interest Profiler's design (activities, not
 * jobs; a five-point like/dislike scale). The words live in src/ui/i18n/assessment.*.ts under
 * `assess.item.<id>`; this list fixes which type each item scores and the order they are asked in.
 */
export const INVENTORY_VERSION = 'riasec-48-v1'

/** Items per type: enough for a stable score, short enough to finish in about five minutes. */
export const ITEMS_PER_TYPE = 8

/** The five answers, 1 = 非常不喜欢 … 5 = 非常喜欢 (O*NET's Strongly Dislike … Strongly Like). */
export const ANSWER_MIN = 1
export const ANSWER_MAX = 5
export const ANSWER_VALUES = [1, 2, 3, 4, 5] as const

export interface InventoryItem {
  /** `R1` … `C8`: the type's letter and the item's number within it. */
  id: string
  type: RiasecType
}

/** Asked in turn (R1 I1 A1 S1 E1 C1 R2 …), so no type comes in a block the student can see through. */
export const INVENTORY: readonly InventoryItem[] = Array.from({ length: ITEMS_PER_TYPE }, (_, n) =>
  RIASEC.map((type) => ({ id: `${type}${n + 1}`, type })),
).flat()

export const INVENTORY_SIZE = INVENTORY.length

/** Whether a list of answers is a complete answer sheet of this inventory. */
export function isAnswerSheet(answers: readonly number[]): boolean {
  return answers.length === INVENTORY_SIZE && answers.every((a) => Number.isInteger(a) && a >= ANSWER_MIN && a <= ANSWER_MAX)
}
