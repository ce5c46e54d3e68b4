import type { Migration } from 'kysely'
import { batchSeed, ratioSeed } from '../../seed/batches'

/** The batches students fill for and the art/sport 综合分 ratios, both as data rows. */
export const profileBatches: Migration = {
  async up(db) {
    await db.schema
      .createTable('batches')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('line_batch', 'text')
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('sort_number', 'integer', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('score_ratios')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('culture_weight', 'real', (c) => c.notNull())
      .addColumn('pro_weight', 'real', (c) => c.notNull())
      .addColumn('pro_scale', 'real', (c) => c.notNull())
      .addColumn('pro_max', 'real', (c) => c.notNull())
      .addPrimaryKeyConstraint('score_ratios_pk', ['kind', 'type'])
      .execute()
    await db
      .insertInto('batches')
      .values(batchSeed.map((b) => ({ id: b.id, name: b.name, kind: b.kind, line_batch: b.lineBatch, status: b.status, sort_number: b.sortNumber })))
      .execute()
    await db
      .insertInto('score_ratios')
      .values(
        ratioSeed.map((r) => ({
          kind: r.kind,
          type: r.type,
          culture_weight: r.cultureWeight,
          pro_weight: r.proWeight,
          pro_scale: r.proScale,
          pro_max: r.proMax,
        })),
      )
      .execute()
  },
  async down(db) {
    await db.schema.dropTable('score_ratios').ifExists().execute()
    await db.schema.dropTable('batches').ifExists().execute()
  },
}
