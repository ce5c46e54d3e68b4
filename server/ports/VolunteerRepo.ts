/** One row of a student's volunteer list (志愿表); `position` is 1-based and dense. */
export interface VolunteerEntry {
  id: number
  userId: number
  /** `${院校代号}|${专业代号}` of the plan year. */
  planId: string
  year: number
  position: number
  fromAi: boolean
  createdAt: number
}

export interface NewVolunteerEntry {
  planId: string
  year: number
  fromAi: boolean
}

export interface ListLimits {
  /** The most rows a list may hold (80). */
  max: number
}

/** A refused add names why: the programme's current position, or the maximum reached. */
export type AddResult = { ok: true; entry: VolunteerEntry } | { ok: false; reason: 'duplicate'; position: number } | { ok: false; reason: 'full'; max: number }

/**
 * The volunteer lists, one per user. Every change to one user's list is atomic with respect to the
 * others, so concurrent requests (several server processes on PostgreSQL) keep positions 1..n.
 */
export interface VolunteerRepo {
  list(userId: number): Promise<VolunteerEntry[]>
  /** Appends at the end unless the programme is already listed (checked first) or the list is full. */
  add(userId: number, entry: NewVolunteerEntry, at: number, limits: ListLimits): Promise<AddResult>
  /** False when the row is not this user's. */
  remove(userId: number, id: number): Promise<boolean>
  /** `ids` is the whole list in the new order (the caller checked it is exactly the user's rows). */
  setOrder(userId: number, ids: readonly number[]): Promise<void>
  /** Replaces the whole list (the one-click AI list). */
  replaceAll(userId: number, entries: readonly NewVolunteerEntry[], at: number): Promise<VolunteerEntry[]>
}
