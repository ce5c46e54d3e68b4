import type { Kysely, Selectable } from 'kysely'
import type { NewTalk, TalkGroup, TalkRecord, TalkRepo } from '../../ports/TalkRepo'
import type { Database, TalksTable } from './schema'

const recordOf = (row: Selectable<TalksTable>): TalkRecord => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  uaGroup: row.ua_group,
  question: row.question,
  answer: row.answer,
  thought: row.thought,
  createdAt: Number(row.created_at),
})

export class KyselyTalkRepo implements TalkRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async add(talk: NewTalk): Promise<TalkRecord> {
    const row = await this.db
      .insertInto('talks')
      .values({
        user_id: talk.userId,
        ua_group: talk.uaGroup,
        question: talk.question,
        answer: talk.answer,
        thought: talk.thought,
        created_at: talk.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return recordOf(row)
  }

  async update(userId: number, id: number, change: { answer: string; thought: string | null }): Promise<boolean> {
    const result = await this.db
      .updateTable('talks')
      .set({ answer: change.answer, thought: change.thought })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }

  async byGroup(userId: number, uaGroup: string): Promise<TalkRecord[]> {
    const rows = await this.db.selectFrom('talks').selectAll().where('user_id', '=', userId).where('ua_group', '=', uaGroup).orderBy('id').execute()
    return rows.map(recordOf)
  }

  async byUser(userId: number): Promise<TalkRecord[]> {
    const rows = await this.db.selectFrom('talks').selectAll().where('user_id', '=', userId).orderBy('id').execute()
    return rows.map(recordOf)
  }

  async groups(userId: number): Promise<TalkGroup[]> {
    // The first record of each conversation is the one with the smallest id of its group.
    const firsts = this.db
      .selectFrom('talks')
      .select((eb) => eb.fn.min('id').as('id'))
      .where('user_id', '=', userId)
      .groupBy('ua_group')
    const rows = await this.db.selectFrom('talks').selectAll().where('id', 'in', firsts).orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
    return rows.map((row) => ({ uaGroup: row.ua_group, question: row.question, answer: row.answer, createdAt: Number(row.created_at) }))
  }

  async deleteGroup(userId: number, uaGroup: string): Promise<number> {
    const result = await this.db.deleteFrom('talks').where('user_id', '=', userId).where('ua_group', '=', uaGroup).executeTakeFirst()
    return Number(result.numDeletedRows)
  }
}
