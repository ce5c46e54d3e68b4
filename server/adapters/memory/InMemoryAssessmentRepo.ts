import type { AssessmentKind } from '@/ports/api/assessment'
import type { AssessmentRecord, AssessmentRepo, NewAssessment } from '../../ports/AssessmentRepo'

export class InMemoryAssessmentRepo implements AssessmentRepo {
  private readonly rows: AssessmentRecord[] = []

  async add(sheet: NewAssessment): Promise<AssessmentRecord> {
    const row: AssessmentRecord = { ...sheet, answers: [...sheet.answers], id: this.rows.length + 1 }
    this.rows.push(row)
    return { ...row, answers: [...row.answers] }
  }

  async latest(userId: number, kind: AssessmentKind): Promise<AssessmentRecord | null> {
    // The newest by time, and by id among sheets saved in the same millisecond, as the database orders them.
    const mine = this.rows.filter((r) => r.userId === userId && r.kind === kind)
    const row = mine.reduce<AssessmentRecord | null>(
      (best, r) => (!best || r.createdAt > best.createdAt || (r.createdAt === best.createdAt && r.id > best.id) ? r : best),
      null,
    )
    return row ? { ...row, answers: [...row.answers] } : null
  }

  async counts(userId: number): Promise<Record<AssessmentKind, number>> {
    const mine = this.rows.filter((r) => r.userId === userId)
    return { major: mine.filter((r) => r.kind === 'major').length, subjects: mine.filter((r) => r.kind === 'subjects').length }
  }
}
