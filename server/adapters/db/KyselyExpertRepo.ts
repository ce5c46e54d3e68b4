import type { Kysely, Selectable } from 'kysely'
import type { ExpertFields, ExpertRecord, ExpertRepo } from '../../ports/ExpertRepo'
import type { Database, ExpertsTable } from './schema'

const SEPARATOR = '、'

const recordOf = (r: Selectable<ExpertsTable>): ExpertRecord => ({
  id: Number(r.id),
  name: r.name,
  title: r.title,
  years: Number(r.years),
  specialities: r.specialities === '' ? [] : r.specialities.split(SEPARATOR),
  bio: r.bio,
  availability: r.availability,
  accepting: Number(r.accepting) === 1,
  visible: Number(r.visible) === 1,
  sort: Number(r.sort),
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
})

function columnsOf(f: Partial<ExpertFields>) {
  return {
    ...(f.name !== undefined && { name: f.name }),
    ...(f.title !== undefined && { title: f.title }),
    ...(f.years !== undefined && { years: f.years }),
    ...(f.specialities !== undefined && { specialities: f.specialities.join(SEPARATOR) }),
    ...(f.bio !== undefined && { bio: f.bio }),
    ...(f.availability !== undefined && { availability: f.availability }),
    ...(f.accepting !== undefined && { accepting: f.accepting ? 1 : 0 }),
    ...(f.visible !== undefined && { visible: f.visible ? 1 : 0 }),
    ...(f.sort !== undefined && { sort: f.sort }),
  }
}

export class KyselyExpertRepo implements ExpertRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async add(fields: ExpertFields, at: number): Promise<ExpertRecord> {
    const row = await this.db
      .insertInto('experts')
      .values({
        name: fields.name,
        title: fields.title,
        years: fields.years,
        specialities: fields.specialities.join(SEPARATOR),
        bio: fields.bio,
        availability: fields.availability,
        accepting: fields.accepting ? 1 : 0,
        visible: fields.visible ? 1 : 0,
        sort: fields.sort,
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return recordOf(row)
  }

  async update(id: number, changes: Partial<ExpertFields>, at: number): Promise<ExpertRecord | null> {
    const row = await this.db
      .updateTable('experts')
      .set({ ...columnsOf(changes), updated_at: at })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()
    return row ? recordOf(row) : null
  }

  async byId(id: number): Promise<ExpertRecord | null> {
    const row = await this.db.selectFrom('experts').selectAll().where('id', '=', id).executeTakeFirst()
    return row ? recordOf(row) : null
  }

  async all(): Promise<ExpertRecord[]> {
    const rows = await this.db.selectFrom('experts').selectAll().orderBy('sort').orderBy('id').execute()
    return rows.map(recordOf)
  }
}
