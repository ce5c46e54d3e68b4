import { z } from 'zod'
import { deferred } from './deferred'
import { numeric } from './wireValues'
import { endpoint } from './endpoint'
import { PHONE_PATTERN } from './phone'
import { Id, UserIdField } from './schemas'

/**
 * Expert consultation and the cooperation form (issue 12). Paths are not in the spec; chosen here under the
 * spec's /api/gk prefix. Experts are data an operator maintains (`npm run admin -- expert …`); bookings and
 * cooperation requests are listed and handled by operators (`consult …`, `coop …`).
 */

/** Field limits, read by the schemas below, the domain's form rules and the screens' counters. */
export const ConsultLimits = {
  contactNameMax: 20,
  questionMin: 10,
  questionMax: 500,
  /** A booking is for a day from tomorrow up to this many days ahead (Beijing days). */
  daysAhead: 30,
  organisationMin: 2,
  organisationMax: 60,
  cityMax: 30,
  messageMax: 500,
  noteMax: 200,
} as const

/** Parts of the day a student may ask to be called in. */
export const CONSULT_PERIODS = ['morning', 'afternoon', 'evening'] as const
export const ConsultPeriod = deferred(() => z.enum(CONSULT_PERIODS))
export type ConsultPeriod = z.infer<typeof ConsultPeriod>

/** 已提交 → 已联系 → 已完成, or 已取消 (by the student while 已提交, or by an operator). */
export const ConsultStatus = deferred(() => z.enum(['submitted', 'contacted', 'done', 'cancelled']))
export type ConsultStatus = z.infer<typeof ConsultStatus>

/** What kind of cooperation an organisation proposes. */
export const COOPERATION_KINDS = ['school', 'institution', 'media', 'enterprise', 'other'] as const
export const CooperationKind = deferred(() => z.enum(COOPERATION_KINDS))
export type CooperationKind = z.infer<typeof CooperationKind>

export const Expert = deferred(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    title: z.string(),
    /** Years of experience in 志愿 planning. */
    years: z.number().int(),
    specialities: z.array(z.string()),
    bio: z.string(),
    /** When the expert takes calls, as the operator wrote it ("工作日 19:00–21:00"). */
    availability: z.string(),
    /** False: listed but not taking new bookings now. */
    accepting: z.boolean(),
  }),
)
export type Expert = z.infer<typeof Expert>

export const Consultation = deferred(() =>
  z.object({
    id: z.number().int(),
    /** null: no expert chosen, the team assigns one. */
    expertId: z.number().int().nullable(),
    expertName: z.string().nullable(),
    contactName: z.string(),
    phone: z.string(),
    /** A Beijing day, YYYY-MM-DD. */
    preferredDate: z.string(),
    preferredPeriod: ConsultPeriod,
    question: z.string(),
    status: ConsultStatus,
    /** What the operator told the student (e.g. the agreed time); null when nothing. */
    note: z.string().nullable(),
    createTime: z.number().int(),
    updateTime: z.number().int(),
  }),
)
export type Consultation = z.infer<typeof Consultation>

const L = ConsultLimits
const phone = deferred(() => z.string().trim().regex(PHONE_PATTERN, 'login.phoneInvalid'))

export const BookingInput = deferred(() =>
  z.object({
    userId: UserIdField,
    expertId: numeric(z.number().int().positive()).nullable().optional(),
    contactName: z.string().trim().min(1, 'consult.contactNameRequired').max(L.contactNameMax, 'consult.contactNameTooLong'),
    phone,
    preferredDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'consult.dateInvalid'),
    preferredPeriod: z.enum(ConsultPeriod.options, { error: 'consult.periodRequired' }),
    question: z.string().trim().min(L.questionMin, 'consult.questionShort').max(L.questionMax, 'consult.questionLong'),
  }),
)
export type BookingInput = z.input<typeof BookingInput>

export const CooperationInput = deferred(() =>
  z.object({
    organisation: z.string().trim().min(L.organisationMin, 'coop.organisationRequired').max(L.organisationMax, 'coop.organisationTooLong'),
    contactName: z.string().trim().min(1, 'consult.contactNameRequired').max(L.contactNameMax, 'consult.contactNameTooLong'),
    phone,
    city: z.string().trim().min(1, 'coop.cityRequired').max(L.cityMax, 'coop.cityTooLong'),
    kind: z.enum(CooperationKind.options, { error: 'coop.kindRequired' }),
    message: z.string().trim().max(L.messageMax, 'coop.messageTooLong').default(''),
  }),
)
export type CooperationInput = z.input<typeof CooperationInput>

/** The experts an operator has listed, in the operator's order; open to visitors. */
export const expertList = endpoint(
  'expertList',
  'GET',
  '/api/gk/expert/list',
  () => z.object({}),
  () => z.array(Expert),
  { auth: false },
)
/** A booking request of the signed-in student. */
export const consultBook = endpoint(
  'consultBook',
  'POST',
  '/api/gk/consultation/add',
  () => BookingInput,
  () => Consultation,
)
/** The caller's own bookings, newest first. */
export const consultMine = endpoint(
  'consultMine',
  'GET',
  '/api/gk/consultation/mine',
  () => z.object({ userId: UserIdField }),
  () => z.array(Consultation),
)
/** Cancels one of the caller's bookings while it is still 已提交. */
export const consultCancel = endpoint(
  'consultCancel',
  'POST',
  '/api/gk/consultation/cancel',
  () => z.object({ id: Id, userId: UserIdField }),
  () => Consultation,
)
/** The cooperation form (/codeForm): anonymous, bounded per address and per day. */
export const cooperationAdd = endpoint(
  'cooperationAdd',
  'POST',
  '/api/gk/cooperation/add',
  () => CooperationInput,
  () => z.null(),
  { auth: false },
)
