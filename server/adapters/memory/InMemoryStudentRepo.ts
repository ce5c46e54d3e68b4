import type { Student } from '@/ports/api/schemas'
import type { StudentRepo } from '../../ports/StudentRepo'

export class InMemoryStudentRepo implements StudentRepo {
  private readonly rows = new Map<number, Student>()

  async byUserId(userId: number): Promise<Student | null> {
    const found = this.rows.get(userId)
    return found ? structuredClone(found) : null
  }

  async save(userId: number, student: Student): Promise<Student> {
    const previous = this.rows.get(userId)
    const saved = { ...structuredClone(student), id: previous?.id ?? this.rows.size + 1, userId }
    this.rows.set(userId, saved)
    return structuredClone(saved)
  }
}
