import type { Migration } from 'kysely'
import { serviceAgreement } from '../../seed/agreement'
import { menus } from '../../seed/menus'
import { systemSettings } from '../../seed/systemSettings'

/** The content a fresh installation needs to show its first page (same data the demo backend starts with). */
export const seedContent: Migration = {
  async up(db) {
    await db
      .insertInto('system_settings')
      .values(systemSettings.map((setting) => ({ field_name: setting.fieldName, field_value: setting.fieldValue })))
      .execute()
    await db
      .insertInto('menus')
      .values(
        menus.map((row) => ({
          menu_id: row.menuId,
          parent_id: row.parentId,
          title: row.title,
          icon: row.icon,
          hide: row.hide,
          path: row.path,
          component: row.component,
          redirect: row.redirect,
          sort_number: row.sortNumber,
          menu_type: row.menuType,
          authority: row.authority,
          meta: row.meta ? JSON.stringify(row.meta) : null,
        })),
      )
      .execute()
    await db.insertInto('user_agreement').values(serviceAgreement).execute()
  },
}
