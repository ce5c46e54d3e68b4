import type { Kysely, Selectable } from 'kysely'
import { CooperationKind } from '@/ports/api/consult'
import type { CooperationRecord, CooperationRepo, NewCooperation } from '../../ports/CooperationRepo'
import type { CooperationRequestsTable, Database } from './schema'

const recordOf = (r: Selectable<CooperationRequestsTable>): CooperationRecord => ({
  id: Number(r.id),
  organisation: r.organisation,
  contactName: r.contact_name,
  phone: r.phone,
  city: r.city,
  kind: CooperationKind.parse(r.kind),
  message: r.message,
  createdAt: Number(r.created_at),
})

export class KyselyCooperationRepo implements CooperationRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async add(c: NewCooperation): Promise<CooperationRecord> {
    const row = await this.db
      .insertInto('cooperation_requests')
      .values({
        organisation: c.organisation,
        contact_name: c.contactName,
        phone: c.phone,
        city: c.city,
        kind: c.kind,
        message: c.message,
        created_at: c.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return recordOf(row)
  }

  async countSince(at: number): Promise<number> {
    const row = await this.db
      .selectFrom('cooperation_requests')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('created_at', '>=', at)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  async pruneBefore(at: number): Promise<number> {
    const result = await this.db.deleteFrom('cooperation_requests').where('created_at', '<', at).executeTakeFirst()
    return Number(result.numDeletedRows)
  }

  async list(limit: number): Promise<CooperationRecord[]> {
    const rows = await this.db.selectFrom('cooperation_requests').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
    return rows.map(recordOf)
  }
}
