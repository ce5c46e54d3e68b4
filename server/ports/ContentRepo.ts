import type { SystemSetting } from '@/ports/api/schemas'

/** A flat menu row; the tree is built by the use case. */
export interface MenuRow {
  menuId: number
  parentId: number
  title: string
  icon: string | null
  hide: number
  path: string
  component: string | null
  redirect: string | null
  sortNumber: number
  menuType: number
  authority: string | null
  meta: Record<string, unknown> | null
}

export interface Agreement {
  id: number
  title: string
  content: string
}

/** Read-mostly content the operators maintain: system settings, menus, the service agreement. */
export interface ContentRepo {
  settings(): Promise<SystemSetting[]>
  setting(fieldName: string): Promise<SystemSetting | null>
  menus(): Promise<MenuRow[]>
  agreement(id: number): Promise<Agreement | null>
}
