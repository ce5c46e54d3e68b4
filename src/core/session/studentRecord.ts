import { profileComplete } from '@/core/domain/profileComplete'
import type { Student } from '@/ports/api/schemas'

/**
 * The student's record as the app reads it. The wire keeps the original system's names: `rankZs` (the 位次 on
 * the 一分一段 table) is `rank` here, `isFill` ('1' once the profile save has marked the record complete) is
 * `complete`, and the wire's own `rank` (a '1' flag the app never reads) is left out.
 */
export type StudentRecord = Omit<Student, 'rank' | 'rankZs' | 'isFill'> & { rank: number | null; complete: boolean }

export function studentRecordOf(student: Student): StudentRecord {
  const { rank: _flag, rankZs, isFill: _isFill, ...rest } = student
  return { ...rest, rank: rankZs ?? null, complete: profileComplete(student) }
}
