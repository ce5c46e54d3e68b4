import type { Kysely } from 'kysely'
import type { SystemSetting } from '@/ports/api/schemas'
import type { Agreement, ContentRepo, HotQuestion, MenuRow } from '../../ports/ContentRepo'
import type { Database } from './schema'

export class KyselyContentRepo implements ContentRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async settings(): Promise<SystemSetting[]> {
    const rows = await this.db.selectFrom('system_settings').selectAll().orderBy('field_name').execute()
    return rows.map((row) => ({ fieldName: row.field_name, fieldValue: row.field_value }))
  }

  async setting(fieldName: string): Promise<SystemSetting | null> {
    const row = await this.db.selectFrom('system_settings').selectAll().where('field_name', '=', fieldName).executeTakeFirst()
    return row ? { fieldName: row.field_name, fieldValue: row.field_value } : null
  }

  async menus(): Promise<MenuRow[]> {
    const rows = await this.db.selectFrom('menus').selectAll().orderBy('sort_number').orderBy('menu_id').execute()
    return rows.map((row) => ({
      menuId: Number(row.menu_id),
      parentId: Number(row.parent_id),
      title: row.title,
      icon: row.icon,
      hide: Number(row.hide),
      path: row.path,
      component: row.component,
      redirect: row.redirect,
      sortNumber: Number(row.sort_number),
      menuType: Number(row.menu_type),
      authority: row.authority,
      meta: row.meta ? (JSON.parse(row.meta) as Record<string, unknown>) : null,
    }))
  }

  async agreement(id: number): Promise<Agreement | null> {
    const row = await this.db.selectFrom('user_agreement').selectAll().where('id', '=', id).executeTakeFirst()
    return row ? { id: Number(row.id), title: row.title, content: row.content } : null
  }

  async hotQuestions(offset: number, limit: number): Promise<{ total: number; list: HotQuestion[] }> {
    const counted = await this.db
      .selectFrom('hot_questions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    const rows = await this.db.selectFrom('hot_questions').selectAll().orderBy('id').offset(offset).limit(limit).execute()
    return { total: Number(counted.n), list: rows.map((row) => ({ id: Number(row.id), name: row.name })) }
  }

  async addHotQuestion(name: string): Promise<HotQuestion> {
    const row = await this.db.insertInto('hot_questions').values({ name }).returning(['id', 'name']).executeTakeFirstOrThrow()
    return { id: Number(row.id), name: row.name }
  }

  async removeHotQuestion(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('hot_questions').where('id', '=', id).executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }

  async putSetting(setting: SystemSetting): Promise<void> {
    await this.db
      .insertInto('system_settings')
      .values({ field_name: setting.fieldName, field_value: setting.fieldValue })
      .onConflict((oc) => oc.column('field_name').doUpdateSet({ field_value: setting.fieldValue }))
      .execute()
  }
}
