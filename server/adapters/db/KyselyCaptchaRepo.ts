import type { Kysely } from 'kysely'
import type { CaptchaRecord, CaptchaRepo } from '../../ports/CaptchaRepo'
import type { Database } from './schema'

export class KyselyCaptchaRepo implements CaptchaRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async put(captcha: CaptchaRecord): Promise<void> {
    await this.db
      .insertInto('captchas')
      .values({ uuid: captcha.uuid, answer_hash: captcha.answerHash, expires_at: captcha.expiresAt })
      .onConflict((conflict) => conflict.column('uuid').doUpdateSet({ answer_hash: captcha.answerHash, expires_at: captcha.expiresAt }))
      .execute()
  }

  /** DELETE … RETURNING: the row is gone by the time anyone sees it, so a captcha is checked at most once. */
  async take(uuid: string): Promise<CaptchaRecord | null> {
    const row = await this.db.deleteFrom('captchas').where('uuid', '=', uuid).returningAll().executeTakeFirst()
    return row ? { uuid: row.uuid, answerHash: row.answer_hash, expiresAt: Number(row.expires_at) } : null
  }
}
