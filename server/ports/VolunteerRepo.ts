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

/** The volunteer lists, one per user. Rules (max 80, no duplicates) live in the use cases. */
export interface VolunteerRepo {
  list(userId: number): Promise<VolunteerEntry[]>
  /** Appends at the end. */
  add(userId: number, entry: NewVolunteerEntry, at: number): Promise<VolunteerEntry>
  /** False when the row is not this user's. */
  remove(userId: number, id: number): Promise<boolean>
  /** `ids` is the whole list in the new order (the caller checked it is exactly the user's rows). */
  setOrder(userId: number, ids: readonly number[]): Promise<void>
  /** Replaces the whole list (the one-click AI list). */
  replaceAll(userId: number, entries: readonly NewVolunteerEntry[], at: number): Promise<VolunteerEntry[]>
}
