import type { Migration } from 'kysely'
import { snakeCase, studentColumns } from '../studentColumns'
import { withId } from './idColumn'

const columnType = { number: 'double precision', integer: 'integer', text: 'text', json: 'text' } as const

/** Accounts, profiles, sessions, codes, settings, menus, agreement and error reports. */
export const coreTables: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('users'))
      .addColumn('phone', 'text', (col) => col.notNull().unique())
      .addColumn('password_hash', 'text')
      .addColumn('nick_name', 'text')
      .addColumn('avatar', 'text')
      .addColumn('invite_code', 'text', (col) => col.notNull().unique())
      .addColumn('invited_by', 'integer')
      .addColumn('is_super_vip', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('is_base_vip', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('volunteer_verify', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('is_three_one', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('major_select_test', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('is_select_one', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('is_read_type', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('rule', 'text')
      .addColumn('subject', 'text')
      .addColumn('three_on', 'integer')
      .addColumn('batch_id', 'integer')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute()

    let students = withId(db, db.schema.createTable('students'))
      .addColumn('user_id', 'integer', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
    for (const [field, kind] of Object.entries(studentColumns)) students = students.addColumn(snakeCase(field), columnType[kind])
    await students.execute()

    await db.schema
      .createTable('tokens')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute()
    await db.schema.createIndex('tokens_user_id').on('tokens').column('user_id').execute()

    await withId(db, db.schema.createTable('sms_codes'))
      .addColumn('phone', 'text', (col) => col.notNull())
      .addColumn('code_hash', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute()
    await db.schema.createIndex('sms_codes_phone_created').on('sms_codes').columns(['phone', 'created_at']).execute()

    await db.schema
      .createTable('captchas')
      .addColumn('uuid', 'text', (col) => col.primaryKey())
      .addColumn('answer_hash', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute()

    await db.schema
      .createTable('system_settings')
      .addColumn('field_name', 'text', (col) => col.primaryKey())
      .addColumn('field_value', 'text')
      .execute()

    await db.schema
      .createTable('menus')
      .addColumn('menu_id', 'integer', (col) => col.primaryKey())
      .addColumn('parent_id', 'integer', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('icon', 'text')
      .addColumn('hide', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('path', 'text', (col) => col.notNull())
      .addColumn('component', 'text')
      .addColumn('redirect', 'text')
      .addColumn('sort_number', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('menu_type', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('authority', 'text')
      .addColumn('meta', 'text')
      .execute()

    await db.schema
      .createTable('user_agreement')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .execute()

    await withId(db, db.schema.createTable('error_reports'))
      .addColumn('api_name', 'text', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('param', 'text', (col) => col.notNull())
      .addColumn('user_id', 'integer')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute()
  },
}
