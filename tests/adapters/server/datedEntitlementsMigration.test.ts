import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { migrateToLatest } from '../../../server/adapters/db/migrate'
import { migrations } from '../../../server/adapters/db/migrations'
import { openDatabase } from '../../../server/adapters/db/openDatabase'

/** Issue 35: flags earlier payments wrote onto accounts come off, so those memberships lapse on their date too. */
it('takes paid services off the accounts, keeping what a trial or an operator may have given', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gk-dated-'))
  const db = openDatabase({ kind: 'sqlite', file: join(dir, 'app.db') })
  try {
    await migrateToLatest(
      db,
      migrations.filter((m) => m.name < '1600'),
    )
    const user = async (phone: string, flags: { super: number; base: number; three: number }) =>
      Number(
        (
          await db
            .insertInto('users')
            .values({ phone, invite_code: phone, created_at: 0, is_super_vip: flags.super, is_base_vip: flags.base, is_three_one: flags.three } as never)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      )
    const paidOrder = (userId: number, services: string) =>
      db
        .insertInto('orders')
        .values({
          out_trade_no: `T${userId}${services}`,
          user_id: userId,
          membership_id: 1,
          subject: 's',
          price_fen: 1,
          discount_fen: 0,
          total_fen: 1,
          method: 'wx',
          gateway: 'sandbox',
          status: 'paid',
          services,
          checks: 0,
          valid_days: 365,
          created_at: 0,
          time_expire: 1,
          paid_at: 0,
          valid_until: 365 * 86_400_000,
        })
        .execute()
    const grant = (userId: number, kind: string) => db.insertInto('entitlement_grants').values({ user_id: userId, kind, detail: '', at: 0 }).execute()
    const bought = await user('13800000001', { super: 1, base: 1, three: 1 })
    await paidOrder(bought, '1,5')
    const trialThenBought = await user('13800000002', { super: 1, base: 1, three: 0 })
    await grant(trialThenBought, 'trial')
    await paidOrder(trialThenBought, '1')
    const operator = await user('13800000003', { super: 1, base: 1, three: 0 })
    await grant(operator, 'operator')
    await paidOrder(operator, '1')
    await migrateToLatest(db)
    const flags = async (id: number) => {
      const u = await db.selectFrom('users').select(['is_super_vip', 'is_base_vip', 'is_three_one']).where('id', '=', id).executeTakeFirstOrThrow()
      return [u.is_super_vip, u.is_base_vip, u.is_three_one].map(Number)
    }
    expect(await flags(bought)).toEqual([0, 0, 0])
    expect(await flags(trialThenBought)).toEqual([0, 1, 0])
    expect(await flags(operator)).toEqual([1, 1, 0])
  } finally {
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
})
