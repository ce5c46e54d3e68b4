import type { Kysely } from 'kysely'
import type { NoticeRepo } from '../../ports/NoticeRepo'
import type { Database } from './schema'

export class KyselyNoticeRepo implements NoticeRepo {
  constructor(private readonly db: Kysely<Database>) {}
  async markRead(userId: number, at: number): Promise<void> {
    // The first reading is what counts; later sign-ins do not move it.
    await this.db
      .insertInto('notice_reads')
      .values({ user_id: userId, read_at: at })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute()
  }
  async hasRead(userId: number): Promise<boolean> {
    return (await this.db.selectFrom('notice_reads').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined
  }
}
