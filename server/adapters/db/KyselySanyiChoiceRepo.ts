import type { Kysely, Selectable } from 'kysely'
import { isReordering } from '@/core/domain/sanyi/reordering'
import type { SanyiChoice } from '@/ports/api/sanyi'
import type { NewSanyiChoice, SanyiChoiceRepo } from '../../ports/SanyiRepo'
import type { SanyiChoicesTable } from './KyselySanyiSchema'
import type { Database } from './schema'

const choiceOf = (r: Selectable<SanyiChoicesTable>): SanyiChoice => ({
  id: Number(r.id),
  school: r.school,
  major: r.major === '' ? null : r.major,
  note: r.note,
  createdAt: Number(r.created_at),
})

export class KyselySanyiChoiceRepo implements SanyiChoiceRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async list(userId: number): Promise<SanyiChoice[]> {
    const rows = await this.db.selectFrom('sanyi_choices').selectAll().where('user_id', '=', userId).orderBy('sort').orderBy('id').execute()
    return rows.map(choiceOf)
  }

  async add(userId: number, choice: NewSanyiChoice): Promise<SanyiChoice | null> {
    return this.db.transaction().execute(async (tx) => {
      const last = await tx
        .selectFrom('sanyi_choices')
        .select((eb) => eb.fn.max('sort').as('sort'))
        .where('user_id', '=', userId)
        .executeTakeFirst()
      const row = await tx
        .insertInto('sanyi_choices')
        .values({
          user_id: userId,
          school: choice.school,
          major: choice.major ?? '',
          note: choice.note,
          sort: Number(last?.sort ?? 0) + 1,
          created_at: choice.createdAt,
        })
        // The unique index (user, school, major) answers "already there", even for two requests at once.
        .onConflict((oc) => oc.columns(['user_id', 'school', 'major']).doNothing())
        .returningAll()
        .executeTakeFirst()
      return row ? choiceOf(row) : null
    })
  }

  async setNote(userId: number, id: number, note: string): Promise<boolean> {
    const result = await this.db.updateTable('sanyi_choices').set({ note }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }

  async remove(userId: number, id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('sanyi_choices').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }

  async reorder(userId: number, ids: readonly number[]): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const have = await tx.selectFrom('sanyi_choices').select('id').where('user_id', '=', userId).execute()
      if (
        !isReordering(
          have.map((r) => Number(r.id)),
          ids,
        )
      )
        return false
      for (const [i, id] of ids.entries())
        await tx
          .updateTable('sanyi_choices')
          .set({ sort: i + 1 })
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .execute()
      return true
    })
  }
}
