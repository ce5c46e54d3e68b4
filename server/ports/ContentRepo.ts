import type { MenuNodeShape, SystemSetting } from '@/ports/api/schemas'

/** A flat menu row (the wire node without children); the tree is built by the use case. */
export type MenuRow = Omit<MenuNodeShape, 'children' | 'authority'> & { authority: string | null }

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
