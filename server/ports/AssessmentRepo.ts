import type { AssessmentKind } from '@/ports/api/assessment'

/** One answer sheet of an interest test as saved; the scores are recomputed from it on every read. */
export interface AssessmentRecord {
  id: number
  userId: number
  kind: AssessmentKind
  /** The inventory version the answers belong to (src/core/domain/assessment/inventory.ts). */
  version: string
  /** One answer 1–5 per item, in the inventory's order. */
  answers: number[]
  createdAt: number
}

export type NewAssessment = Omit<AssessmentRecord, 'id'>

/** Every answer sheet a student saved; every method is scoped to one user. */
export interface AssessmentRepo {
  add(sheet: NewAssessment): Promise<AssessmentRecord>
  /** The user's newest sheet of one test (the latest saved wins), or null. */
  latest(userId: number, kind: AssessmentKind): Promise<AssessmentRecord | null>
  /** How many sheets the user has saved of each test. */
  counts(userId: number): Promise<Record<AssessmentKind, number>>
}
