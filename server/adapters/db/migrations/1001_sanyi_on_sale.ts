import type { Migration } from 'kysely'

/**
 * The 三位一体 pages exist now, so what 0800 seeded off sale goes on sale: 三位一体服务 (id 3) and the package
 * 尊享版 + 三位一体 (id 5). Literal ids: a migration keeps meaning what it meant when it ran. The in-memory store
 * does the same with SANYI_ON_SALE_IDS.
 */
const IDS = [3, 5]

export const sanyiOnSale: Migration = {
  async up(db) {
    await db.updateTable('memberships').set({ status: '1' }).where('id', 'in', IDS).execute()
  },
  async down(db) {
    await db.updateTable('memberships').set({ status: '0' }).where('id', 'in', IDS).execute()
  },
}
