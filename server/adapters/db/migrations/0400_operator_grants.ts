import { sql, type Migration } from 'kysely'
import { withId } from './idColumn'

/**
 * Operator grants (`npm run admin`): a user may now have many grant rows, so the (user, kind) primary key
 * gives way to an id; a partial unique index still allows one 'trial' per user, ever.
 */
export const operatorGrants: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('entitlement_grants_new'))
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute()
    await sql`insert into entitlement_grants_new (user_id, kind, detail, at) select user_id, kind, detail, at from entitlement_grants order by at`.execute(db)
    await db.schema.dropTable('entitlement_grants').execute()
    await db.schema.alterTable('entitlement_grants_new').renameTo('entitlement_grants').execute()
    await db.schema
      .createIndex('entitlement_grants_one_trial')
      .on('entitlement_grants')
      .column('user_id')
      .unique()
      .where(sql.ref('kind'), '=', 'trial')
      .execute()
    await db.schema.createIndex('entitlement_grants_user').on('entitlement_grants').column('user_id').execute()
  },
  async down(db) {
    await db.schema.dropIndex('entitlement_grants_user').execute()
    await db.schema.dropIndex('entitlement_grants_one_trial').execute()
    await db.deleteFrom('entitlement_grants').where('kind', '!=', 'trial').execute()
    await db.schema.alterTable('entitlement_grants').renameTo('entitlement_grants_old').execute()
    await db.schema
      .createTable('entitlement_grants')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('entitlement_grants_pk', ['user_id', 'kind'])
      .execute()
    await sql`insert into entitlement_grants (user_id, kind, detail, at) select user_id, kind, detail, at from entitlement_grants_old`.execute(db)
    await db.schema.dropTable('entitlement_grants_old').execute()
  },
}
