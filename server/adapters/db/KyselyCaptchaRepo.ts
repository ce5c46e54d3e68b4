import type { Kysely } from 'kysely'
import type { CaptchaRecord, CaptchaRepo } from '../../ports/CaptchaRepo'
import type { Database } from './schema'

export class KyselyCaptchaRepo implements CaptchaRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async put(captcha: CaptchaRecord): Promise<void> {
    const row = { answer_hash: captcha.answerHash, expires_at: captcha.expiresAt, ip: captcha.ip }
    await this.db
      .insertInto('captchas')
      .values({ uuid: captcha.uuid, ...row })
      .onConflict((conflict) => conflict.column('uuid').doUpdateSet(row))
      .execute()
  }

  /** DELETE … RETURNING: the row is gone by the time anyone sees it, so a captcha is checked at most once. */
  async take(uuid: string): Promise<CaptchaRecord | null> {
    const row = await this.db.deleteFrom('captchas').where('uuid', '=', uuid).returningAll().executeTakeFirst()
    return row ? { uuid: row.uuid, answerHash: row.answer_hash, expiresAt: Number(row.expires_at), ip: row.ip } : null
  }

  async deleteExpired(now: number): Promise<number> {
    return Number((await this.db.deleteFrom('captchas').where('expires_at', '<=', now).executeTakeFirst()).numDeletedRows)
  }

  async trimForIp(ip: string, keep: number): Promise<number> {
    const kept = this.db.selectFrom('captchas').select('uuid').where('ip', '=', ip).orderBy('expires_at', 'desc').limit(keep)
    const result = await this.db.deleteFrom('captchas').where('ip', '=', ip).where('uuid', 'not in', kept).executeTakeFirst()
    return Number(result.numDeletedRows)
  }
}
