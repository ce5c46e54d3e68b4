import type { Kysely, Selectable } from 'kysely'
import { ConsultPeriod, ConsultStatus } from '@/ports/api/consult'
import type { ConsultationRecord, ConsultationRepo, NewConsultation, StatusChange } from '../../ports/ConsultationRepo'
import type { ConsultationsTable, Database } from './schema'

const recordOf = (r: Selectable<ConsultationsTable>): ConsultationRecord => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  expertId: r.expert_id === null ? null : Number(r.expert_id),
  contactName: r.contact_name,
  phone: r.phone,
  preferredDate: r.preferred_date,
  preferredPeriod: ConsultPeriod.parse(r.preferred_period),
  question: r.question,
  status: ConsultStatus.parse(r.status),
  note: r.note,
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
})

/** Still owed a call: 已提交 or 已联系 (the domain's isOpen, as a column filter). */
const OPEN: ConsultStatus[] = ['submitted', 'contacted']

export class KyselyConsultationRepo implements ConsultationRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async add(b: NewConsultation): Promise<ConsultationRecord> {
    const row = await this.db
      .insertInto('consultations')
      .values({
        user_id: b.userId,
        expert_id: b.expertId,
        contact_name: b.contactName,
        phone: b.phone,
        preferred_date: b.preferredDate,
        preferred_period: b.preferredPeriod,
        question: b.question,
        status: 'submitted',
        note: null,
        created_at: b.createdAt,
        updated_at: b.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return recordOf(row)
  }

  async ofUser(userId: number): Promise<ConsultationRecord[]> {
    const rows = await this.db
      .selectFrom('consultations')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    return rows.map(recordOf)
  }

  async findOwn(userId: number, id: number): Promise<ConsultationRecord | null> {
    const row = await this.db.selectFrom('consultations').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    return row ? recordOf(row) : null
  }

  async openCount(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('consultations')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .where('status', 'in', OPEN)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  async byId(id: number): Promise<ConsultationRecord | null> {
    const row = await this.db.selectFrom('consultations').selectAll().where('id', '=', id).executeTakeFirst()
    return row ? recordOf(row) : null
  }

  async setStatus(id: number, change: StatusChange): Promise<ConsultationRecord | null> {
    const row = await this.db
      .updateTable('consultations')
      .set({ status: change.to, updated_at: change.at, ...(change.note !== undefined && { note: change.note }) })
      .where('id', '=', id)
      .where('status', '=', change.from)
      .returningAll()
      .executeTakeFirst()
    return row ? recordOf(row) : null
  }

  async list(query: { status?: ConsultStatus; limit: number }): Promise<ConsultationRecord[]> {
    let select = this.db.selectFrom('consultations').selectAll()
    if (query.status !== undefined) select = select.where('status', '=', query.status)
    const rows = await select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute()
    return rows.map(recordOf)
  }
}
