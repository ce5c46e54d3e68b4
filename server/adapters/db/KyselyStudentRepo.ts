import type { Kysely } from 'kysely'
import type { Student } from '@/ports/api/schemas'
import type { StudentRepo } from '../../ports/StudentRepo'
import { precompiled } from './precompiled'
import type { Database } from './schema'
import { snakeCase, studentColumns, type StudentField } from './studentColumns'

const fields = Object.keys(studentColumns) as StudentField[]

export class KyselyStudentRepo implements StudentRepo {
  /** Read on most signed-in pages (user info, the list, the AI form). */
  private readonly byUser

  constructor(private readonly db: Kysely<Database>) {
    this.byUser = precompiled(db, (userId: number) => db.selectFrom('students').selectAll().where('user_id', '=', userId), 1)
  }

  async byUserId(userId: number): Promise<Student | null> {
    const row = await this.byUser.first(userId)
    return row ? toStudent(row) : null
  }

  async save(userId: number, student: Student): Promise<Student> {
    const values: Record<string, unknown> = { user_id: userId, updated_at: Date.now() }
    for (const field of fields) values[snakeCase(field)] = toColumn(field, student[field])
    const { user_id: _key, ...changes } = values
    await this.db
      .insertInto('students')
      .values(values)
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changes))
      .execute()
    return (await this.byUserId(userId)) as Student
  }
}

function toColumn(field: StudentField, value: unknown): unknown {
  if (value === undefined || value === null) return null
  return studentColumns[field] === 'json' ? JSON.stringify(value) : value
}

function toStudent(row: Record<string, unknown>): Student {
  const student: Record<string, unknown> = { id: Number(row.id), userId: Number(row.user_id) }
  for (const field of fields) {
    const value = row[snakeCase(field)]
    const kind = studentColumns[field]
    if (value === null || value === undefined) student[field] = null
    else if (kind === 'json') student[field] = JSON.parse(textOf(value))
    else if (kind === 'text') student[field] = textOf(value)
    else student[field] = Number(value)
  }
  return student
}

/** Text columns come back as strings from both drivers; anything else is written as JSON would be. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}
