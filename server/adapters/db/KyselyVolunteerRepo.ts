import { PostgresAdapter, sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import type { AddResult, ListLimits, NewVolunteerEntry, VolunteerEntry, VolunteerRepo } from '../../ports/VolunteerRepo'
import type { Database, VolunteerEntriesTable } from './schema'

type Row = Selectable<VolunteerEntriesTable>
const toEntry = (r: Row): VolunteerEntry => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  planId: r.plan_id,
  year: Number(r.year),
  position: Number(r.position),
  fromAi: Number(r.from_ai) === 1,
  createdAt: Number(r.created_at),
})

/** First key of the advisory locks on volunteer lists (the second is the user id): "vol" in ASCII. */
const LIST_LOCK = 0x766f6c

/**
 * Serialises the changes to one user's list until the transaction ends. PostgreSQL runs transactions
 * side by side, so it takes an advisory lock per user (there may be no users row to lock: the contract
 * suite uses bare ids). SQLite needs none: Kysely runs one transaction at a time on its one connection.
 */
async function lockList(tx: Transaction<Database>, userId: number): Promise<void> {
  if (tx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(${LIST_LOCK}::int, ${userId}::int)`.execute(tx)
}

export class KyselyVolunteerRepo implements VolunteerRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async list(userId: number): Promise<VolunteerEntry[]> {
    const rows = await this.db.selectFrom('volunteer_entries').selectAll().where('user_id', '=', userId).orderBy('position').orderBy('id').execute()
    return rows.map(toEntry)
  }

  async add(userId: number, entry: NewVolunteerEntry, at: number, limits: ListLimits): Promise<AddResult> {
    return this.db.transaction().execute(async (tx) => {
      await lockList(tx, userId)
      const mine = await tx
        .selectFrom('volunteer_entries')
        .select(['plan_id', 'position'])
        .where('user_id', '=', userId)
        .orderBy('position')
        .orderBy('id')
        .execute()
      const dup = mine.findIndex((r) => r.plan_id === entry.planId)
      if (dup >= 0) return { ok: false, reason: 'duplicate', position: dup + 1 }
      if (mine.length >= limits.max) return { ok: false, reason: 'full', max: limits.max }
      const position = mine.reduce((m, r) => Math.max(m, Number(r.position)), 0) + 1
      const row = await tx
        .insertInto('volunteer_entries')
        .values({ user_id: userId, plan_id: entry.planId, year: entry.year, position, from_ai: entry.fromAi ? 1 : 0, created_at: at })
        .returningAll()
        .executeTakeFirstOrThrow()
      return { ok: true, entry: toEntry(row) }
    })
  }

  async remove(userId: number, id: number): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      await lockList(tx, userId)
      const res = await tx.deleteFrom('volunteer_entries').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst()
      if (Number(res.numDeletedRows) === 0) return false
      const rest = await tx.selectFrom('volunteer_entries').select('id').where('user_id', '=', userId).orderBy('position').orderBy('id').execute()
      for (const [i, r] of rest.entries())
        await tx
          .updateTable('volunteer_entries')
          .set({ position: i + 1 })
          .where('id', '=', r.id)
          .execute()
      return true
    })
  }

  async setOrder(userId: number, ids: readonly number[]): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await lockList(tx, userId)
      for (const [i, id] of ids.entries())
        await tx
          .updateTable('volunteer_entries')
          .set({ position: i + 1 })
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .execute()
    })
  }

  async replaceAll(userId: number, entries: readonly NewVolunteerEntry[], at: number): Promise<VolunteerEntry[]> {
    await this.db.transaction().execute(async (tx) => {
      await lockList(tx, userId)
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
