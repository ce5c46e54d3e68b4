import type { Generated } from 'kysely'
import type { ReferenceDatabase } from './referenceSchema'
import type { SanyiDatabase } from './KyselySanyiSchema'

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
  /** The session's absolute end, however much it is used (migration 1501). */
  ends_at: Millis | null
}

export interface SmsCodesTable {
  id: Generated<number>
  phone: string
  code_hash: string
  expires_at: Millis
  used_at: Millis | null
  created_at: Millis
  /** Unused since issue 34 (a wrong code no longer kills the owner's; guesses are limited per address). */
  tries: Generated<number>
}

export interface CaptchasTable {
  uuid: string
  answer_hash: string
  expires_at: Millis
  /** The address it was drawn for, so an address keeps only a few open (migration 1501). */
  ip: string | null
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
  /** A hash of what was reported: the same report again only counts (migration 1501). */
  fingerprint: string | null
  count: Generated<number>
  last_at: Millis | null
}

/** Batches students fill for (migration 0200_profile_batches). */
export interface BatchesTable {
  id: number
  name: string
  kind: string
  line_batch: string | null
  status: number
  sort_number: number
}

/** The art/sport 综合分 ratios, one row per kind and type (migration 0200_profile_batches). */
export interface ScoreRatiosTable {
  kind: string
  type: string
  culture_weight: number
  pro_weight: number
  pro_scale: number
  pro_max: number
}

/** One programme on a user's volunteer list (志愿表), at its position (migration 0300_volunteer_lists). */
export interface VolunteerEntriesTable {
  id: Generated<number>
  user_id: number
  plan_id: string
  year: number
  position: number
  from_ai: Generated<Flag>
  created_at: Millis
}

/** A user's saved AI list target; prefs is JSON, null for targets saved before 0600_list_prefs. */
export interface AiTargetsTable {
  user_id: number
  major: string
  json_list: string
  province: string
  max_tuition: number | null
  exclude_sino_foreign: Generated<Flag>
  prefs: string | null
  updated_at: Millis
}

/** Trial and operator grants; at most one 'trial' per user (migration 0400_operator_grants). */
export interface EntitlementGrantsTable {
  id: Generated<number>
  user_id: number
  kind: string
  detail: string
  at: Millis
}

/** Who has read the notice and agreement, and when first (migration 0401_regions_and_notices). */
export interface NoticeReadsTable {
  user_id: number
  read_at: Millis
}

/** One counted hit of a rate-limited key (migration 0500_rate_limits). */
export interface RateLimitHitsTable {
  key: string
  at: Millis
  expires_at: Millis
}

/** One question and its answer in a user's conversation (migration 0700_chat). */
export interface TalksTable {
  id: Generated<number>
  user_id: number
  ua_group: string
  question: string
  answer: string
  thought: string | null
  created_at: Millis
}

/** The questions the chat offers before the first one (migration 0700_chat); `npm run admin -- hot …` edits them. */
export interface HotQuestionsTable {
  id: Generated<number>
  name: string
}

/** Memberships for sale (migration 0800_payment); `npm run admin -- membership …` edits them. */
export interface MembershipsTable {
  id: Generated<number>
  name: string
  price_fen: number
  type: number
  services: string
  checks: number
  valid_days: number
  slogan: string | null
  original_fen: number | null
  style: string | null
  status: string
  sort: number
}

/** Operators' coupons (migration 0800_payment); codes stored upper-case. */
export interface CouponsTable {
  id: Generated<number>
  code: string
  discount_fen: number
  /** Membership ids, comma-separated; '' for every item. */
  memberships: string
  starts_at: Millis | null
  ends_at: Millis | null
  per_user_limit: number
  total_limit: number | null
  active: number
  created_at: Millis
}

/** Orders (migration 0800_payment): what was bought, for how much, and what it grants. */
export interface OrdersTable {
  id: Generated<number>
  out_trade_no: string
  user_id: number
  membership_id: number
  subject: string
  price_fen: number
  discount_fen: number
  total_fen: number
  coupon_id: number | null
  coupon_code: string | null
  method: string
  gateway: string
  status: string
  services: string
  checks: number
  valid_days: number
  created_at: Millis
  time_expire: Millis
  paid_at: Millis | null
  provider_trade_no: string | null
  valid_until: Millis | null
}

/** Consultants an operator lists (migration 1100_consultations); `npm run admin -- expert …` edits them. */
export interface ExpertsTable {
  id: Generated<number>
  name: string
  title: string
  years: number
  /** Joined with '、'. */
  specialities: string
  bio: string
  availability: string
  accepting: Flag
  visible: Flag
  sort: number
  created_at: Millis
  updated_at: Millis
}

/** Students' booking requests (migration 1100_consultations). */
export interface ConsultationsTable {
  id: Generated<number>
  user_id: number
  expert_id: number | null
  contact_name: string
  phone: string
  preferred_date: string
  preferred_period: string
  question: string
  status: string
  note: string | null
  created_at: Millis
  updated_at: Millis
}

/** The append-only security log (migration 1500_security_log). */
export interface SecurityLogTable {
  id: Generated<number>
  at: Millis
  event: string
  user_id: number | null
  phone: string | null
  ip: string | null
  user_agent: string | null
  detail: string
}

/** Requests of the anonymous cooperation form (migration 1100_consultations), pruned by age. */
export interface CooperationRequestsTable {
  id: Generated<number>
  organisation: string
  contact_name: string
  phone: string
  city: string
  kind: string
  message: string
  created_at: Millis
}

/** Each Beijing day's last cohort snapshot of the data-visualisation page (migration 1200_datav); figures is JSON. */
export interface DatavCohortDaysTable {
  day: string
  taken_at: Millis
  figures: string
}

/** Each student's list summary per Beijing day (migration 1200_datav). */
export interface DatavListDaysTable {
  user_id: number
  day: string
  taken_at: Millis
  rows: number
  chong: number
  wen: number
  bao: number
  no_band: number
  unknown_band: number
  slip: number | null
  expected_row: number | null
}

/** The chat answer each user has running, whichever process writes it (migration 1400_chat_streams). */
export interface ChatStreamsTable {
  user_id: number
  stream_id: string
  /** 1 once a stop was asked for; the writing process then ends the answer. */
  stopped: number
  started_at: Millis
}

/** The interest tests' answer sheets (migration 0900_assessments); answers are one digit 1–5 per item. */
export interface AssessmentsTable {
  id: Generated<number>
  user_id: number
  kind: string
  version: string
  answers: string
  created_at: Millis
}

/** Every table the migrations create: user tables here, the shipped dataset's in referenceSchema.ts. */
export interface Database extends ReferenceDatabase, SanyiDatabase {
  users: UsersTable
  students: StudentsTable
  tokens: TokensTable
  sms_codes: SmsCodesTable
  captchas: CaptchasTable
  system_settings: SystemSettingsTable
  menus: MenusTable
  user_agreement: UserAgreementTable
  error_reports: ErrorReportsTable
  security_log: SecurityLogTable
  batches: BatchesTable
  score_ratios: ScoreRatiosTable
  volunteer_entries: VolunteerEntriesTable
  ai_targets: AiTargetsTable
  entitlement_grants: EntitlementGrantsTable
  notice_reads: NoticeReadsTable
  rate_limit_hits: RateLimitHitsTable
  talks: TalksTable
  hot_questions: HotQuestionsTable
  memberships: MembershipsTable
  coupons: CouponsTable
  orders: OrdersTable
  assessments: AssessmentsTable
  experts: ExpertsTable
  consultations: ConsultationsTable
  cooperation_requests: CooperationRequestsTable
  datav_cohort_days: DatavCohortDaysTable
  datav_list_days: DatavListDaysTable
  chat_streams: ChatStreamsTable
}
