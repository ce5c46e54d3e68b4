import { Student as StudentSchema, type Student } from '@/ports/api/schemas'
import type { StudentRepo } from '../../ports/StudentRepo'

/** Every field the database has a column for; unsaved ones read back as null, as they do from SQL. */
const fields = Object.keys(StudentSchema.shape).filter((key) => key !== 'id' && key !== 'userId') as (keyof Student)[]

export class InMemoryStudentRepo implements StudentRepo {
  private readonly rows = new Map<number, Student>()

  async byUserId(userId: number): Promise<Student | null> {
    const found = this.rows.get(userId)
    return found ? structuredClone(found) : null
  }

  async save(userId: number, student: Student): Promise<Student> {
    const previous = this.rows.get(userId)
    const saved: Record<string, unknown> = { id: previous?.id ?? this.rows.size + 1, userId }
    for (const field of fields) saved[field] = structuredClone(student[field]) ?? null
    const row = saved as Student
    this.rows.set(userId, row)
    return structuredClone(row)
  }
}
