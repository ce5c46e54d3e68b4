import type { Kysely } from 'kysely'
import type { TokenRecord, TokenRepo } from '../../ports/TokenRepo'
import { precompiled } from './precompiled'
import type { Database } from './schema'

export class KyselyTokenRepo implements TokenRepo {
  /** Every signed-in request looks its token up. */
  private readonly byHash

  constructor(private readonly db: Kysely<Database>) {
    this.byHash = precompiled(db, (tokenHash: string) => db.selectFrom('tokens').selectAll().where('token_hash', '=', tokenHash), 1)
  }

  async create(token: TokenRecord): Promise<void> {
    await this.db
      .insertInto('tokens')
      .values({ token_hash: token.tokenHash, user_id: token.userId, expires_at: token.expiresAt, ends_at: token.endsAt })
      .execute()
  }

  async find(tokenHash: string): Promise<TokenRecord | null> {
    const row = await this.byHash.first(tokenHash)
    if (!row) return null
    // Migration 1501 gave the sessions open then an end; a process of the previous release (during a rolling
    // update) still opens sessions without one: those slide only, as they did.
    const endsAt = row.ends_at === null ? Number.POSITIVE_INFINITY : Number(row.ends_at)
    return { tokenHash: row.token_hash, userId: Number(row.user_id), expiresAt: Number(row.expires_at), endsAt }
  }

  async extend(tokenHash: string, expiresAt: number): Promise<void> {
    await this.db.updateTable('tokens').set({ expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute()
  }

  async delete(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('tokens').where('token_hash', '=', tokenHash).execute()
  }

  async deleteForUser(userId: number, keepTokenHash: string | null = null): Promise<number> {
    let query = this.db.deleteFrom('tokens').where('user_id', '=', userId)
    if (keepTokenHash !== null) query = query.where('token_hash', '!=', keepTokenHash)
    return Number((await query.executeTakeFirst()).numDeletedRows)
  }
}
