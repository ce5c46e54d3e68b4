import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompiled } from '../../../server/adapters/db/precompiled'
import { sqlDatabases, type OpenedDatabase } from '../../support/sqlDatabases'

/**
 * A precompiled query must answer exactly what the same query built by Kysely at each call answers, for any
 * values, in the dialect of the database it runs on, inside a transaction too.
 */
describe.each(sqlDatabases)('precompiled queries on $name', (kind) => {
  let opened: OpenedDatabase
  beforeAll(async () => {
    opened = await kind.open()
    const { db } = opened
    await db
      .insertInto('entitlement_grants')
      .values(Array.from({ length: 40 }, (_, i) => ({ user_id: (i % 8) + 1, kind: ['order', 'operator', 'invite'][i % 3], detail: `g${i}`, at: 1_000 + i })))
      .execute()
  })
  afterAll(() => opened.close())

  const byUserAndKind = (db: Pick<OpenedDatabase['db'], 'selectFrom'>) => (userId: number, kind: string) =>
    db
      .selectFrom('entitlement_grants')
      .select(['user_id', 'kind', 'detail'])
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('at', '>', 1_005)
      .orderBy('detail')

  it('answers what the query built at each call answers, whatever the values', async () => {
    const { db } = opened
    const query = precompiled(db, byUserAndKind(db), 2)
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10 }),
        fc.constantFrom('invite', 'order', 'operator', 'nothing', "o'; drop table users; --"),
        async (userId, grantKind) => {
          const expected = await byUserAndKind(db)(userId, grantKind).execute()
          expect(await query.all(userId, grantKind)).toEqual(expected)
          expect(await query.first(userId, grantKind)).toEqual(expected[0])
        },
      ),
      { numRuns: 60 },
    )
  })

  it('runs in a transaction on that transaction, and sees its uncommitted rows', async () => {
    const { db } = opened
    await db
      .transaction()
      .execute(async (trx) => {
        const query = precompiled(trx, byUserAndKind(trx), 2)
        await trx.insertInto('entitlement_grants').values({ user_id: 99, kind: 'trial', detail: 'inside', at: 5_000 }).execute()
        expect(await query.all(99, 'trial')).toEqual([{ user_id: 99, kind: 'trial', detail: 'inside' }])
        throw new Error('roll back')
      })
      .catch(() => {})
    expect(await precompiled(db, byUserAndKind(db), 2).all(99, 'trial')).toEqual([])
  })

  it('refuses a build that leaves an argument unused (it would be silently ignored)', async () => {
    const { db } = opened
    const query = precompiled(db, (userId: number, _kind: string) => db.selectFrom('entitlement_grants').select('user_id').where('user_id', '=', userId), 2)
    await expect(query.all(1, 'trial')).rejects.toThrow(/uses 1 of its 2 arguments/)
  })
})
