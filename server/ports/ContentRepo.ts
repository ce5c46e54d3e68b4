import type { MenuNodeShape, SystemSetting } from '@/ports/api/schemas'

/** A flat menu row (the wire node without children); the tree is built by the use case. */
export type MenuRow = Omit<MenuNodeShape, 'children' | 'authority'> & { authority: string | null }

export interface Agreement {
  id: number
  title: string
  content: string
}

/** A question the chat offers to ask with one click. */
export interface HotQuestion {
  id: number
  name: string
}

/** Read-mostly content the operators maintain: system settings, menus, the service agreement. */
export interface ContentRepo {
  settings(): Promise<SystemSetting[]>
  setting(fieldName: string): Promise<SystemSetting | null>
  menus(): Promise<MenuRow[]>
  agreement(id: number): Promise<Agreement | null>
  /** One page of the hot questions, in the order they were added. */
  hotQuestions(offset: number, limit: number): Promise<{ total: number; list: HotQuestion[] }>
  addHotQuestion(name: string): Promise<HotQuestion>
  /** False when there is no such question. */
  removeHotQuestion(id: number): Promise<boolean>
  /** Sets a system setting, creating it when missing (the chat's greeting). */
  putSetting(setting: SystemSetting): Promise<void>
}
