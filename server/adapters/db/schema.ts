import type { Generated } from 'kysely'

/** Times are epoch milliseconds (bigint in PostgreSQL, which pg returns as strings: read through Number()). */
type Millis = number | string
type Flag = number

export interface UsersTable {
  id: Generated<number>
  phone: string
  password_hash: string | null
  nick_name: string | null
  avatar: string | null
  invite_code: string
  invited_by: number | null
  is_super_vip: Generated<Flag>
  is_base_vip: Generated<Flag>
  volunteer_verify: Generated<number>
  is_three_one: Generated<Flag>
  major_select_test: Generated<Flag>
  is_select_one: Generated<Flag>
  is_read_type: Generated<Flag>
  rule: string | null
  subject: string | null
  three_on: number | null
  batch_id: number | null
  created_at: Millis
}

/** Every Student field as its snake_case column (see studentColumns.ts); json columns hold JSON text. */
export interface StudentsTable {
  id: Generated<number>
  user_id: number
  updated_at: Millis
  [column: string]: unknown
}

export interface TokensTable {
  token_hash: string
  user_id: number
  expires_at: Millis
}

export interface SmsCodesTable {
  id: Generated<number>
  phone: string
  code_hash: string
  expires_at: Millis
  used_at: Millis | null
  created_at: Millis
}

export interface CaptchasTable {
  uuid: string
  answer_hash: string
  expires_at: Millis
}

export interface SystemSettingsTable {
  field_name: string
  field_value: string | null
}

export interface MenusTable {
  menu_id: number
  parent_id: number
  title: string
  icon: string | null
  hide: number
  path: string
  component: string | null
  redirect: string | null
  sort_number: number
  menu_type: number
  authority: string | null
  meta: string | null
}

export interface UserAgreementTable {
  id: number
  title: string
  content: string
}

export interface ErrorReportsTable {
  id: Generated<number>
  api_name: string
  content: string
  param: string
  user_id: number | null
  created_at: Millis
}

export interface Database {
  users: UsersTable
  students: StudentsTable
  tokens: TokensTable
  sms_codes: SmsCodesTable
  captchas: CaptchasTable
  system_settings: SystemSettingsTable
  menus: MenusTable
  user_agreement: UserAgreementTable
  error_reports: ErrorReportsTable
}
