import type { LoginUser } from '@/ports/api/schemas'
import { studentRecordOf, type StudentRecord } from './studentRecord'

/**
 * The signed-in user as the app reads it. The API's LoginUser carries the student record as `gkUserStudent` (the
 * original system's table name, which the wire keeps); the app calls it `student`. Translated here, by the use
 * cases every user enters the app through (sign-in, registration, reloading the user, a batch change), so no
 * screen or rule reads the wire name (nor the record's own: studentRecord.ts).
 */
export type SessionUser = Omit<LoginUser, 'gkUserStudent'> & { student: StudentRecord | null }

export function sessionUserOf({ gkUserStudent, ...user }: LoginUser): SessionUser {
  return { ...user, student: gkUserStudent ? studentRecordOf(gkUserStudent) : null }
}
