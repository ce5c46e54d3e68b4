import type { ConsultStatus } from '@/ports/api/consult'
import { isOpen } from '@/core/domain/consult/consultStatus'
import type { ConsultationRecord, ConsultationRepo, NewConsultation, StatusChange } from '../../ports/ConsultationRepo'

const newestFirst = (a: ConsultationRecord, b: ConsultationRecord) => b.createdAt - a.createdAt || b.id - a.id

export class InMemoryConsultationRepo implements ConsultationRepo {
  private readonly rows: ConsultationRecord[] = []
  private nextId = 1

  async add(booking: NewConsultation): Promise<ConsultationRecord> {
    const row: ConsultationRecord = { ...booking, id: this.nextId++, status: 'submitted', note: null, updatedAt: booking.createdAt }
    this.rows.push(row)
    return { ...row }
  }

  async ofUser(userId: number): Promise<ConsultationRecord[]> {
    return this.rows
      .filter((r) => r.userId === userId)
      .sort(newestFirst)
      .map((r) => ({ ...r }))
  }

  async findOwn(userId: number, id: number): Promise<ConsultationRecord | null> {
    const row = this.rows.find((r) => r.id === id && r.userId === userId)
    return row ? { ...row } : null
  }

  async openCount(userId: number): Promise<number> {
    return this.rows.filter((r) => r.userId === userId && isOpen(r.status)).length
  }

  async byId(id: number): Promise<ConsultationRecord | null> {
    const row = this.rows.find((r) => r.id === id)
    return row ? { ...row } : null
  }

  async setStatus(id: number, change: StatusChange): Promise<ConsultationRecord | null> {
    const row = this.rows.find((r) => r.id === id && r.status === change.from)
    if (!row) return null
    row.status = change.to
    row.updatedAt = change.at
    if (change.note !== undefined) row.note = change.note
    return { ...row }
  }

  async list(query: { status?: ConsultStatus; limit: number }): Promise<ConsultationRecord[]> {
    return this.rows
      .filter((r) => query.status === undefined || r.status === query.status)
      .sort(newestFirst)
      .slice(0, query.limit)
      .map((r) => ({ ...r }))
  }
}
