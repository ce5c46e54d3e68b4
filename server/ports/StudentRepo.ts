import type { Student } from '@/ports/api/schemas'

/** The student profile (gkUserStudent), one per user. */
export interface StudentRepo {
  byUserId(userId: number): Promise<Student | null>
  /** Inserts or replaces the whole profile of the user. */
  save(userId: number, student: Student): Promise<Student>
}
