import type { Migration } from 'kysely'
import { chatSettings, hotQuestionSeed } from '../../seed/chat'
import { withId } from './idColumn'

/** The chat's saved conversations, the operators' hot questions and the chat's greeting. */
export const chat: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('talks'))
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('ua_group', 'text', (c) => c.notNull())
      .addColumn('question', 'text', (c) => c.notNull())
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('thought', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute()
    // Every read is one user's conversation (or all of one user's), so both lead with user_id.
    await db.schema.createIndex('talks_user_group').on('talks').columns(['user_id', 'ua_group']).execute()
    await withId(db, db.schema.createTable('hot_questions'))
      .addColumn('name', 'text', (c) => c.notNull())
      .execute()
    await db
      .insertInto('hot_questions')
      .values(hotQuestionSeed.map((name) => ({ name })))
      .execute()
    await db
      .insertInto('system_settings')
      .values(chatSettings.map((s) => ({ field_name: s.fieldName, field_value: s.fieldValue })))
      .execute()
  },
  async down(db) {
    await db
      .deleteFrom('system_settings')
      .where(
        'field_name',
        'in',
        chatSettings.map((s) => s.fieldName),
      )
      .execute()
    await db.schema.dropTable('hot_questions').execute()
    await db.schema.dropTable('talks').execute()
  },
}
