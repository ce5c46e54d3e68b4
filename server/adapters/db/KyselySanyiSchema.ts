import type { Generated } from 'kysely'

/** The 三位一体 tables (migration 1000_sanyi); times are epoch ms (bigint in PostgreSQL, read through Number()). */
type Millis = number | string

export interface SanyiSchoolsTable {
  id: Generated<number>
  sort: number
  name: string
  /** The school as JSON (SanyiSchool of the contract), checked on the way in by the import rules. */
  record: string
}

export interface SanyiMajorsTable {
  id: Generated<number>
  sort: number
  school: string
  name: string
  grp: string
  requirement: string
  /** null: not published. */
  plan: number | null
}

/** version, origin (shipped | import) and loaded_at of the loaded catalogue. */
export interface SanyiMetaTable {
  key: string
  value: string
}

export interface SanyiChoicesTable {
  id: Generated<number>
  user_id: number
  school: string
  /** '' for the school as a whole (so the unique index also covers it). */
  major: string
  note: string
  sort: number
  created_at: Millis
}

export interface SanyiInputsTable {
  user_id: number
  /** {"A":…,"B":…,"C":…,"D":…,"E":…} */
  grades: string
  test_percent: number
  gaokao: number | null
  updated_at: Millis
}

export interface SanyiDatabase {
  sanyi_schools: SanyiSchoolsTable
  sanyi_majors: SanyiMajorsTable
  sanyi_meta: SanyiMetaTable
  sanyi_choices: SanyiChoicesTable
  sanyi_inputs: SanyiInputsTable
}
