import type { Kysely, Selectable } from 'kysely'
import { ASSESSMENT_KINDS, type AssessmentKind } from '@/ports/api/assessment'
import type { AssessmentRecord, AssessmentRepo, NewAssessment } from '../../ports/AssessmentRepo'
import type { AssessmentsTable, Database } from './schema'

/** Answers are stored as a string of digits ("4521…"), one per item: compact and readable in the database. */
const recordOf = (row: Selectable<AssessmentsTable>): AssessmentRecord => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  kind: ASSESSMENT_KINDS.includes(row.kind as AssessmentKind) ? (row.kind as AssessmentKind) : 'major',
  version: row.version,
  answers: [...row.answers].map(Number),
  createdAt: Number(row.created_at),
})

export class KyselyAssessmentRepo implements AssessmentRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async add(sheet: NewAssessment): Promise<AssessmentRecord> {
    const row = await this.db
      .insertInto('assessments')
      .values({ user_id: sheet.userId, kind: sheet.kind, version: sheet.version, answers: sheet.answers.join(''), created_at: sheet.createdAt })
      .returningAll()
      .executeTakeFirstOrThrow()
    return recordOf(row)
  }

  async latest(userId: number, kind: AssessmentKind): Promise<AssessmentRecord | null> {
    const row = await this.db
      .selectFrom('assessments')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst()
    return row ? recordOf(row) : null
  }

  async counts(userId: number): Promise<Record<AssessmentKind, number>> {
    const rows = await this.db
      .selectFrom('assessments')
      .select(['kind', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('user_id', '=', userId)
      .groupBy('kind')
      .execute()
    const out: Record<AssessmentKind, number> = { major: 0, subjects: 0 }
    for (const r of rows) if (ASSESSMENT_KINDS.includes(r.kind as AssessmentKind)) out[r.kind as AssessmentKind] = Number(r.n)
    return out
  }
}
