import type { Kysely } from 'kysely'
import type { NewVolunteerEntry, VolunteerEntry, VolunteerRepo } from '../../ports/VolunteerRepo'
import { volunteerDb, type VolunteerTables } from './volunteerTables'

type Row = { id: number; user_id: number; plan_id: string; year: number; position: number; from_ai: number; created_at: number | string }
const toEntry = (r: Row): VolunteerEntry => ({ id: Number(r.id), userId: Number(r.user_id), planId: r.plan_id, year: Number(r.year), position: Number(r.position), fromAi: Number(r.from_ai) === 1, createdAt: Number(r.created_at) })

export class KyselyVolunteerRepo implements VolunteerRepo {
  private readonly db: Kysely<VolunteerTables>
  constructor(db: Kysely<any>) {
    this.db = volunteerDb(db)
  }

  async list(userId: number): Promise<VolunteerEntry[]> {
    const rows = await this.db.selectFrom('volunteer_entries').selectAll().where('user_id', '=', userId).orderBy('position').orderBy('id').execute()
    return rows.map(toEntry)
  }

  async add(userId: number, entry: NewVolunteerEntry, at: number): Promise<VolunteerEntry> {
    return this.db.transaction().execute(async (tx) => {
      const last = await tx.selectFrom('volunteer_entries').select((eb) => eb.fn.max('position').as('p')).where('user_id', '=', userId).executeTakeFirst()
      const row = await tx
        .insertInto('volunteer_entries')
        .values({ user_id: userId, plan_id: entry.planId, year: entry.year, position: Number(last?.p ?? 0) + 1, from_ai: entry.fromAi ? 1 : 0, created_at: at })
        .returningAll()
        .executeTakeFirstOrThrow()
      return toEntry(row)
    })
  }

  async remove(userId: number, id: number): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const res = await tx.deleteFrom('volunteer_entries').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst()
      if (Number(res.numDeletedRows) === 0) return false
      const rest = await tx.selectFrom('volunteer_entries').select('id').where('user_id', '=', userId).orderBy('position').orderBy('id').execute()
      for (const [i, r] of rest.entries()) await tx.updateTable('volunteer_entries').set({ position: i + 1 }).where('id', '=', r.id).execute()
      return true
    })
  }

  async setOrder(userId: number, ids: readonly number[]): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      for (const [i, id] of ids.entries()) await tx.updateTable('volunteer_entries').set({ position: i + 1 }).where('user_id', '=', userId).where('id', '=', id).execute()
    })
  }

  async replaceAll(userId: number, entries: readonly NewVolunteerEntry[], at: number): Promise<VolunteerEntry[]> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('volunteer_entries').where('user_id', '=', userId).execute()
      if (entries.length > 0)
        await tx
          .insertInto('volunteer_entries')
          .values(entries.map((e, i) => ({ user_id: userId, plan_id: e.planId, year: e.year, position: i + 1, from_ai: e.fromAi ? 1 : 0, created_at: at })))
          .execute()
    })
    return this.list(userId)
  }
}
