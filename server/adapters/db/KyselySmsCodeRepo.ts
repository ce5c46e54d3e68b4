import type { Kysely } from 'kysely'
import type { SmsCodeRecord, SmsCodeRepo } from '../../ports/SmsCodeRepo'
import type { Database } from './schema'

export class KyselySmsCodeRepo implements SmsCodeRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async add(code: SmsCodeRecord): Promise<void> {
    await this.db
      .insertInto('sms_codes')
      .values({ phone: code.phone, code_hash: code.codeHash, expires_at: code.expiresAt, created_at: code.createdAt, used_at: null })
      .execute()
  }

  async lastSentAt(phone: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.max('created_at').as('last'))
      .where('phone', '=', phone)
      .executeTakeFirst()
    return row?.last === null || row?.last === undefined ? null : Number(row.last)
  }

  async countSentSince(phone: string, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('phone', '=', phone)
      .where('created_at', '>=', since)
      .executeTakeFirst()
    return Number(row?.count ?? 0)
  }

  /** One statement: two requests with the right code cannot both spend it. */
  async consume(phone: string, codeHash: string, now: number): Promise<boolean> {
    const spent = await this.db
      .updateTable('sms_codes')
      .set({ used_at: now })
      .where('phone', '=', phone)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst()
    return Number(spent.numUpdatedRows) > 0
  }
}
