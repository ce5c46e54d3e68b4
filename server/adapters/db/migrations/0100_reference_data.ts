import type { Migration } from 'kysely'

/** Tables for the shipped Zhejiang dataset; filled by loadReferenceData when the dataset version changes. */
export const referenceData: Migration = {
  async up(db) {
    const text = 'text'
    await db.schema.createTable('ref_schools')
      .addColumn('code', text, (c) => c.primaryKey())
      .addColumn('moe_code', text).addColumn('name', text, (c) => c.notNull()).addColumn('province', text).addColumn('city', text)
      .addColumn('level', text).addColumn('nature', text).addColumn('affiliation', text)
      .addColumn('is985', 'integer', (c) => c.notNull()).addColumn('is211', 'integer', (c) => c.notNull()).addColumn('c9', 'integer', (c) => c.notNull())
      .addColumn('double_first', text).addColumn('website', text)
      .addColumn('pinyin', text, (c) => c.notNull()).addColumn('initials', text, (c) => c.notNull()).addColumn('aliases', text, (c) => c.notNull())
      .execute()
    await db.schema.createTable('ref_toudang')
      .addColumn('year', 'integer', (c) => c.notNull()).addColumn('school_code', text, (c) => c.notNull()).addColumn('major_code', text, (c) => c.notNull())
      .addColumn('major_name', text, (c) => c.notNull()).addColumn('major_key', text, (c) => c.notNull())
      .addColumn('plan', 'integer').addColumn('min_score', 'integer').addColumn('min_rank', 'integer')
      .execute()
    await db.schema.createIndex('ref_toudang_school').on('ref_toudang').columns(['school_code', 'year']).execute()
    await db.schema.createIndex('ref_toudang_major').on('ref_toudang').column('major_key').execute()
    await db.schema.createTable('ref_plans')
      .addColumn('year', 'integer', (c) => c.notNull()).addColumn('school_code', text, (c) => c.notNull()).addColumn('major_code', text, (c) => c.notNull())
      .addColumn('major_name', text, (c) => c.notNull()).addColumn('major_key', text, (c) => c.notNull()).addColumn('plan', 'integer')
      .addColumn('requirement', text, (c) => c.notNull()).addColumn('rule', text, (c) => c.notNull()).addColumn('tuition', 'integer').addColumn('length', 'integer')
      .addColumn('city', text, (c) => c.notNull())
      .addColumn('sino_foreign', 'integer', (c) => c.notNull()).addColumn('teacher', 'integer', (c) => c.notNull())
      .addColumn('directed', 'integer', (c) => c.notNull()).addColumn('medical', 'integer', (c) => c.notNull())
      .addColumn('note', text, (c) => c.notNull())
      .execute()
    await db.schema.createIndex('ref_plans_school').on('ref_plans').columns(['school_code', 'year']).execute()
    await db.schema.createTable('ref_score_rank')
      .addColumn('year', 'integer', (c) => c.notNull()).addColumn('score', 'integer', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull()).addColumn('rank', 'integer', (c) => c.notNull()).addColumn('at_or_above', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('ref_score_rank_pk', ['year', 'score'])
      .execute()
    await db.schema.createTable('ref_majors')
      .addColumn('code', text, (c) => c.primaryKey()).addColumn('name', text, (c) => c.notNull())
      .addColumn('discipline_code', text, (c) => c.notNull()).addColumn('discipline', text, (c) => c.notNull())
      .addColumn('class_code', text, (c) => c.notNull()).addColumn('class_name', text, (c) => c.notNull())
      .execute()
    await db.schema.createTable('ref_batch_lines')
      .addColumn('year', 'integer', (c) => c.notNull()).addColumn('batch', text, (c) => c.notNull())
      .addColumn('score', 'integer', (c) => c.notNull()).addColumn('rank', 'integer')
      .execute()
    await db.schema.createTable('ref_meta').addColumn('key', text, (c) => c.primaryKey()).addColumn('value', text, (c) => c.notNull()).execute()
  },
  async down(db) {
    for (const t of ['ref_meta', 'ref_batch_lines', 'ref_majors', 'ref_score_rank', 'ref_plans', 'ref_toudang', 'ref_schools']) await db.schema.dropTable(t).ifExists().execute()
  },
}
