/**
 * The seeded memberships (server/adapters/seed/memberships.ts) that the 三位一体 pages put on sale: 三位一体服务 (3)
 * and 尊享版 + 三位一体 (5). Migration 1001_sanyi_on_sale does the same to a database; the in-memory store applies
 * this list to its seed.
 */
export const SANYI_ON_SALE_IDS: readonly number[] = [3, 5]
