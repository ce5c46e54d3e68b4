import type { Kysely } from 'kysely'
import type { SystemSetting } from '@/ports/api/schemas'
import type { Agreement, ContentRepo, MenuRow } from '../../ports/ContentRepo'
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
}
