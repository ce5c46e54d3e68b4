import type { SanyiTables } from '@/core/domain/sanyi/sanyiTable'
import type { SanyiChoice, SanyiInputs, SanyiMeta } from '@/ports/api/sanyi'

/** The 三位一体 catalogue as loaded: the tables and where they came from. */
export interface SanyiCatalogueData extends SanyiTables {
  meta: SanyiMeta
}

/**
 * The schools, formulas and majors of 三位一体. The first read of a fresh store loads the shipped copy
 * (data/sanyi); a newer shipped copy replaces an older shipped one, never an operator's import.
 */
export interface SanyiCatalogueRepo {
  catalogue(): Promise<SanyiCatalogueData>
  /** Replaces every school and major in one step (nothing half-written). */
  replace(tables: SanyiTables, meta: SanyiMeta): Promise<void>
}

export interface NewSanyiChoice {
  school: string
  major: string | null
  note: string
  createdAt: number
}

/** "My intention volunteers": one ordered list per user; every method is scoped to that user. */
export interface SanyiChoiceRepo {
  /** The user's list in their order. */
  list(userId: number): Promise<SanyiChoice[]>
  /** Appends at the end; null when the user already has this school + major. */
  add(userId: number, choice: NewSanyiChoice): Promise<SanyiChoice | null>
  /** False when the user has no such item. */
  setNote(userId: number, id: number, note: string): Promise<boolean>
  remove(userId: number, id: number): Promise<boolean>
  /** Puts the user's items in this order; false (nothing changed) unless ids are exactly the user's items. */
  reorder(userId: number, ids: readonly number[]): Promise<boolean>
}

/** The calculator's inputs a user saved (one row per user). */
export interface SanyiInputRepo {
  get(userId: number): Promise<SanyiInputs | null>
  save(userId: number, inputs: SanyiInputs, at: number): Promise<void>
}
