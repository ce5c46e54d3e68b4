import type { Kysely } from 'kysely'
import type { Grant, GrantRepo } from '../../ports/GrantRepo'
import type { Database } from './schema'

export class KyselyGrantRepo implements GrantRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async has(userId: number, kind: Grant['kind']): Promise<boolean> {
    return (
      (await this.db.selectFrom('entitlement_grants').select('user_id').where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst()) !== undefined
    )
  }

  async record(g: Grant): Promise<boolean> {
    // The partial unique index (one 'trial' per user) makes a second trial impossible even under concurrent first calls.
    const res = await this.db
      .insertInto('entitlement_grants')
      .values({ user_id: g.userId, kind: g.kind, detail: g.detail, at: g.at })
      .onConflict((oc) => oc.doNothing())
      .returning('user_id')
      .execute()
    return res.length > 0
  }

  async list(userId: number): Promise<Grant[]> {
    const rows = await this.db
      .selectFrom('entitlement_grants')
      .select(['user_id', 'kind', 'detail', 'at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
    return rows.map((r) => ({ userId: r.user_id, kind: r.kind as Grant['kind'], detail: r.detail, at: Number(r.at) }))
  }
}
