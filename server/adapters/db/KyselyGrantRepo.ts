import type { Kysely } from 'kysely'
import type { Grant, GrantRepo } from '../../ports/GrantRepo'
import { precompiled } from './precompiled'
import type { Database } from './schema'

export class KyselyGrantRepo implements GrantRepo {
  /** Asked on every user-info call (has the trial been given?). */
  private readonly oneOfKind

  constructor(private readonly db: Kysely<Database>) {
    this.oneOfKind = precompiled(
      db,
      (userId: number, kind: Grant['kind']) => db.selectFrom('entitlement_grants').select('user_id').where('user_id', '=', userId).where('kind', '=', kind),
      2,
    )
  }

  async has(userId: number, kind: Grant['kind']): Promise<boolean> {
    return (await this.oneOfKind.first(userId, kind)) !== undefined
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
