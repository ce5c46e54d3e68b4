import { z } from 'zod'
import { deferred } from './deferred'
import { numeric } from './wireValues'
import { endpoint } from './endpoint'
import { MAX_VOLUNTEERS } from './listPrefs'
import { PLAN_TAGS } from './planTags'
import { PageQuery, UserIdField } from './schemas'

/**
 * Plans (招生计划 of the plan year, each row with the model's prediction) and the student's volunteer
 * list (志愿表, at most MAX_VOLUNTEERS rows).
 *
 * Identities: a plan row is `planId` = `${院校代号}|${专业代号}` of the plan year (stable inside one
 * dataset version, readable in exports); a row of the volunteer list has its own numeric `id`
 * (used by del / updateOrder / updateOrder1) and `dataIndex` = 志愿序号 from 1.
 *
 * Access (rule in src/core/domain/access.ts): plan pages and the volunteer list
 * need base or super vip (AI pages); the check needs a check entitlement (volunteerVerify > 0) or a vip.
 * A refusal answers code `needServiceCode(serviceType)` (4601 Ai, 4602 Super, 4603 Check) with a
 * message naming the service, so the client can open the buy prompt for that service type.
 */
export const NEED_SERVICE_BASE = 4600
export const needServiceCode = (serviceType: number): number => NEED_SERVICE_BASE + serviceType
/** The required service type of a refusal code, or null for any other code. */
export const serviceTypeOfCode = (code: number): number | null => (code > NEED_SERVICE_BASE && code <= NEED_SERVICE_BASE + 4 ? code - NEED_SERVICE_BASE : null)

export const PlanId = deferred(() =>
  z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{1,8}\|[0-9A-Za-z]{1,8}$/, 'volunteer.badPlanId'),
)
export const VolunteerRowId = deferred(() => numeric(z.number().int().positive()))

export const BandSchema = deferred(() => z.enum(['chong', 'wen', 'bao', 'no']))
export type BandName = z.infer<typeof BandSchema>
const BAND_ALIASES: Record<string, BandName> = { 冲: 'chong', 稳: 'wen', 保: 'bao', 不建议: 'no', chong: 'chong', wen: 'wen', bao: 'bao', no: 'no' }
/** Accepts the band key or its Chinese label (冲/稳/保/不建议); '' means no filter. */
const BandFilter = deferred(() =>
  z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' ? (BAND_ALIASES[v.trim()] ?? v) : v), BandSchema.optional()),
)

export { PLAN_TAGS }
export const PlanTag = deferred(() => z.enum(PLAN_TAGS))
/** A flag sent as a query string: only 'true' / '1' mean yes ('false' must not coerce to true). */
const Flag = deferred(() => z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean()).optional())
/** Comma-joined list (query strings) or an array (JSON bodies). */
const csvList = <T extends z.ZodType>(item: T) =>
  z
    .preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : v,
      z.array(item).max(40),
    )
    .optional()

export const PlanQuery = deferred(() =>
  PageQuery.extend({
    userId: UserIdField,
    /** 1 → the recommended plans for the student (what the AI list would draw from), best-fitting first. */
    isRecommend: numeric(z.number().int()).optional(),
    isAi: numeric(z.number().int()).optional(),
    /** Provinces (comma-joined), e.g. 浙江,上海. */
    province: csvList(z.string().max(16)),
    /** School name fragment or 4-digit 院校代号. */
    school: z.string().trim().max(64).optional(),
    /** Major name fragment. */
    major: z.string().trim().max(64).optional(),
    band: BandFilter,
    /** Tags, comma-joined; a row must carry every tag asked for. */
    tag: csvList(PlanTag),
    /** Only programmes whose 选考 rule the student meets. */
    eligibleOnly: Flag,
  }),
)
export type PlanQuery = z.input<typeof PlanQuery>

/** One year of the programme's 一段 投档线 (the last few years are shown on each row). */
export const PlanHistoryYear = deferred(() =>
  z.object({
    year: z.number().int(),
    minScore: z.number().int().nullable(),
    minRank: z.number().int().nullable(),
    plan: z.number().int().nullable(),
  }),
)

/** The model's forecast for the row (null when the programme has no usable history, see `predictionNote`). */
export const PlanPrediction = deferred(() =>
  z.object({
    /** Median predicted cutoff rank (位次) of the plan year. */
    centerRank: z.number().int(),
    /** Central interval of the cutoff rank; low is the better (smaller) rank. */
    low: z.number().int(),
    high: z.number().int(),
    level: z.number(),
    /** own = its own history; similar / school = borrowed from the same school's programmes. */
    source: z.enum(['own', 'similar', 'school']),
    /** History years the forecast used (empty when borrowed). */
    usedYears: z.array(z.number().int()),
    borrowedFrom: z.array(z.string()),
  }),
)

export const PlanItem = deferred(() =>
  z.object({
    planId: z.string(),
    year: z.number().int(),
    schoolCode: z.string(),
    schoolName: z.string(),
    majorCode: z.string(),
    majorName: z.string(),
    province: z.string(),
    city: z.string(),
    plan: z.number().int().nullable(),
    /** Yuan per year; null when not published as a number. */
    tuition: z.number().nullable(),
    /** 学制 in years. */
    length: z.number().nullable(),
    /** 选考科目要求 as printed. */
    requirement: z.string(),
    /** Whether the student's subjects meet the 选考 rule; null when the rule could not be parsed. */
    eligible: z.boolean().nullable(),
    sinoForeign: z.boolean(),
    /** How it is studied abroad, if at all (中外合作, 境外学习, 海外校区, 国际课程: src/core/domain/admission/studyForm.ts). */
    studyAbroad: z.string().nullable(),
    /** The dearest year in yuan, fees abroad included (annualCost); null when unknown. */
    annualCost: z.number().nullable(),
    /** Why the dearest year costs more than the plan's tuition (a fee abroad converted, a later year's price, a fee abroad not stated); '' when it does not. */
    costNote: z.string(),
    tags: z.array(z.string()),
    note: z.string(),
    /** Restrictions found in the note (色盲/色弱, 单科成绩, 身体条件 …), in plain Chinese. */
    restrictions: z.array(z.string()),
    /** Last years' 投档线 of this programme, newest first. */
    history: z.array(PlanHistoryYear),
    prediction: PlanPrediction.nullable(),
    /** P(admit) for the student's rank; null without a prediction or without a rank. */
    probability: z.number().nullable(),
    band: BandSchema.nullable(),
    /** What the forecast rests on, or why there is none. */
    predictionNote: z.string(),
  }),
)
export type PlanItem = z.infer<typeof PlanItem>

export const PlanPage = deferred(() => z.object({ list: z.array(PlanItem), total: z.number().int() }))
export type PlanPage = z.infer<typeof PlanPage>

/**
 * A fact with its parameters; the words live in the message catalogue (`list.reason.*`, `list.notice.*`,
 * `list.finding.*` in listMessages.<lang>.ts), so every language says it. Params are plain strings and numbers.
 */
export const CodedText = deferred(() => z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }))
export type CodedText = z.infer<typeof CodedText>

/** A row of the student's volunteer list. */
export const VolunteerRow = deferred(() =>
  PlanItem.extend({
    id: z.number().int(),
    /** 志愿序号, from 1. */
    dataIndex: z.number().int(),
    /** Added by the one-click AI list (true) or by hand. */
    fromAi: z.boolean(),
    /** 为什么推荐: why this programme fits the student's preferences (school standing, wanted major, place…). */
    reasons: z.array(CodedText),
    /** P(the 投档 search reaches this row) and P(filed here), from the exact list computation; null without predictions. */
    reached: z.number().nullable(),
    filed: z.number().nullable(),
  }),
)
export type VolunteerRow = z.infer<typeof VolunteerRow>

export const BandCounts = deferred(() =>
  z.object({
    chong: z.number().int(),
    wen: z.number().int(),
    bao: z.number().int(),
    no: z.number().int(),
    unknown: z.number().int(),
    total: z.number().int(),
    max: z.number().int(),
  }),
)
export type BandCounts = z.infer<typeof BandCounts>

/** Band thresholds shown next to the bands (冲 ≥ chong, 稳 ≥ wen, 保 ≥ bao). */
export const BandThresholds = deferred(() => z.object({ chong: z.number(), wen: z.number(), bao: z.number() }))

/** The landing distribution of a list: P(filed within rows 1–10, 11–30, 31–80), the expected row, the likeliest programmes. */
export const ListOutcome = deferred(() =>
  z.object({
    top10: z.number(),
    rows11to30: z.number(),
    rows31to80: z.number(),
    slip: z.number(),
    /** Expected 志愿序号 given the student is filed somewhere; null when they are filed nowhere. */
    expectedRow: z.number().nullable(),
    /** Expected utility of the list on the 0–100 preference scale (what the generator maximises); null when summed from the rows alone. */
    expectedUtility: z.number().nullable(),
    likeliest: z.array(z.object({ dataIndex: z.number().int(), planId: z.string(), schoolName: z.string(), majorName: z.string(), probability: z.number() })),
  }),
)
export type ListOutcome = z.infer<typeof ListOutcome>

export const AiListResult = deferred(() =>
  z.object({
    rows: z.array(VolunteerRow),
    /** Simulated probability of not being filed anywhere (滑档). */
    slipRisk: z.number(),
    maxSlipRisk: z.number(),
    metRiskTarget: z.boolean(),
    thresholds: BandThresholds,
    counts: BandCounts,
    /** How many programmes of the plan each rule left out (ineligible, avoided, overBudget, level, place, noPrediction, tooHard …). */
    excluded: z.record(z.string(), z.number().int()),
    /** The student's rank and subjects the list was built for. */
    rank: z.number().int(),
    subjects: z.array(z.string()),
    /** The plan year the rows belong to. */
    year: z.number().int(),
    /** The year whose cutoffs the probabilities forecast (the plan year for a current plan, the next year otherwise). */
    forecastYear: z.number().int(),
    segment: z.enum(['一段', '二段']),
    /** Where the student lands, from the same exact computation the check uses; null when the rows have no probabilities (二段). */
    outcome: ListOutcome.nullable(),
    /** What the student should know about this list: shorter and why, targets not fully found, the part of the plan we lack … */
    notices: z.array(CodedText),
  }),
)
export type AiListResult = z.infer<typeof AiListResult>

/**
 * The one-click fix of a finding: delete rows, move a row to a position, add programmes (planIds, at the
 * end or before a row), rebuild the list with the AI, or open the profile (scores the check needs).
 */
export const FixAction = deferred(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('delete'), rows: z.array(z.number().int()) }),
    z.object({ kind: z.literal('move'), row: z.number().int(), to: z.number().int() }),
    z.object({ kind: z.literal('add'), planIds: z.array(z.string()), before: z.number().int().nullable() }),
    z.object({ kind: z.literal('regenerate') }),
    z.object({ kind: z.literal('editProfile') }),
  ]),
)
export type FixAction = z.infer<typeof FixAction>

/** A finding: code + params (words in the catalogue, `list.finding.<code>` and `list.fix.<code>`), rendered in the request's language as message / fix. */
export const CheckFinding = deferred(() =>
  z.object({
    code: z.string(),
    severity: z.enum(['error', 'warning', 'info']),
    row: z.number().int().nullable(),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    message: z.string(),
    fix: z.string(),
    action: FixAction.nullable(),
  }),
)
export const CheckResult = deferred(() =>
  z.object({
    findings: z.array(CheckFinding),
    rows: z.array(z.object({ row: z.number().int(), probability: z.number().nullable(), band: BandSchema.nullable(), reached: z.number(), filed: z.number() })),
    slipRisk: z.number(),
    maxSlipRisk: z.number(),
    counts: BandCounts,
    summary: z.string(),
    outcome: ListOutcome.nullable(),
    ok: z.boolean(),
    /** Checks left on the user's volunteerVerify count after this one (null for vip users: unlimited). */
    remainingChecks: z.number().int().nullable(),
  }),
)
export type CheckResult = z.infer<typeof CheckResult>

export const PlanSchool = deferred(() => z.object({ code: z.string(), name: z.string(), province: z.string().nullable(), num: z.number().int() }))

const User = deferred(() => z.object({ userId: UserIdField }))

export const planPage = endpoint(
  'planPage',
  'POST',
  '/api/gk/gk-plan-ok/page',
  () => PlanQuery,
  () => PlanPage,
)
/** The plans recommended for the student's batch (the wire's `page1`). */
export const recommendedPlanPage = endpoint(
  'planPage1',
  'POST',
  '/api/gk/gk-plan-ok/page1',
  () => PlanQuery,
  () => PlanPage,
)
export const planPage2 = endpoint(
  'planPage2',
  'GET',
  '/api/gk/gk-plan-ok/page2',
  () => PlanQuery,
  () => PlanPage,
)
/** The plan year's data status for the student's batch: programmes in the plan and how many have a forecast. */
export const PlanStatus = deferred(() =>
  z.object({
    year: z.number().int(),
    /** The year whose cutoffs the probabilities forecast. */
    forecastYear: z.number().int(),
    programmes: z.number().int(),
    withPrediction: z.number().int(),
    version: z.string().nullable(),
    /** The subject combination the plan export covers (e.g. 物理+化学+生物), or null when it covers every combination. */
    planSubjects: z.array(z.string()).nullable(),
    /** The caller's 选考 subjects the plan does not cover: programmes that require them are missing from our plan (empty when none). */
    missingSubjects: z.array(z.string()),
    /** The caller's segment, and whether that segment has 投档 history to forecast from. */
    segment: z.enum(['一段', '二段']).nullable(),
    segmentHasHistory: z.boolean(),
    /** The 一段 line score of the plan year and whether the caller's total is below it (null without a score). */
    firstLine: z.number().int().nullable(),
    belowFirstLine: z.boolean().nullable(),
  }),
)
export type PlanStatus = z.infer<typeof PlanStatus>
export const planTest = endpoint(
  'planTest',
  'GET',
  '/api/gk/gk-plan-ok/test',
  () => z.object({ batchId: numeric(z.number().int().positive()).optional(), userId: UserIdField }),
  () => PlanStatus,
)
/** Provinces that have programmes in the plan year. */
export const planProvinces = endpoint(
  'planProvinces',
  'GET',
  '/api/gk/gk-plan-ok/province',
  () => User,
  () => z.array(z.string()),
)
/** Cities that have programmes in the plan year, with their province (for the wanted / avoided cities of the AI form). */
export const planCities = endpoint(
  'planCities',
  'GET',
  '/api/gk/gk-plan-ok/city',
  () => User,
  () => z.array(z.object({ province: z.string(), city: z.string(), num: z.number().int() })),
)
/** Schools with programmes in the plan year (name fragment, code or pinyin initials). */
export const planSchools = endpoint(
  'planSchools',
  'GET',
  '/api/gk/gk-plan-ok/school',
  () => z.object({ userId: UserIdField, name: z.string().max(64).optional() }),
  () => z.array(PlanSchool),
)
export const volunteerNum = endpoint(
  'volunteerNum',
  'GET',
  '/api/gk/gk-plan-ok/getVolunteerNum',
  () => User,
  () => z.number().int(),
)
/** Rows of the list per band (冲/稳/保/不建议/unknown), the total and the maximum (80). */
export const volunteerCount = endpoint(
  'volunteerCount',
  'GET',
  '/api/gk/gk-plan-ok/getCount',
  () => User,
  () => BandCounts,
)
export const volunteerDelete = endpoint(
  'volunteerDelete',
  'GET',
  '/api/gk/gk-plan-ok/del',
  () => z.object({ id: VolunteerRowId, userId: UserIdField }),
  () => z.null(),
)
/** Moves one row to position `order` (1-based); the others keep their relative order. */
export const volunteerOrder = endpoint(
  'volunteerOrder',
  'GET',
  '/api/gk/gk-plan-ok/updateOrder',
  () => z.object({ id: VolunteerRowId, order: numeric(z.number().int().min(1).max(MAX_VOLUNTEERS)), userId: UserIdField }),
  () => z.null(),
)
/** The list in order, dataIndex from 1. */
export const volunteerSorted = endpoint(
  'volunteerSorted',
  'GET',
  '/api/gk/gk-plan-ok/getPageOk/sort',
  () => User,
  () => z.array(VolunteerRow),
)
/** The plan year's programmes of one school, with predictions for the student. */
export const planSchoolInfo = endpoint(
  'planSchoolInfo',
  'POST',
  '/api/gk/gk-plan-ok/schoolinfo',
  () =>
    z.object({
      schoolCode: z
        .string()
        .trim()
        .regex(/^[0-9A-Za-z]{1,8}$/, 'volunteer.badPlanId'),
      userId: UserIdField,
    }),
  () => z.object({ school: PlanSchool.nullable(), list: z.array(PlanItem) }),
)
/** Appends a plan row to the list; refuses a duplicate and the 81st row with a clear message. */
export const volunteerJoin = endpoint(
  'volunteerJoin',
  'POST',
  '/api/gk/gk-plan-ok/join',
  () => z.object({ planId: PlanId, userId: UserIdField }),
  () => VolunteerRow,
)
/** The list in order with predictions (also what the print view shows). */
export const volunteerList = endpoint(
  'volunteerList',
  'POST',
  '/api/gk/gk-plan-ok/volunteer',
  () => User,
  () => z.array(VolunteerRow),
)
/** The whole order at once: `ids` must be exactly the list's row ids, in the new order. */
export const volunteerReorder = endpoint(
  'volunteerReorder',
  'POST',
  '/api/gk/gk-plan-ok/updateOrder1',
  () => z.object({ ids: z.array(VolunteerRowId).max(MAX_VOLUNTEERS), userId: UserIdField }),
  () => z.null(),
)
/** One-click AI list for the student's batch from the saved target; replaces the current list. */
export const joinAi = endpoint(
  'joinAi',
  'POST',
  '/api/gk/gk-plan-ok/join/ai',
  () => User,
  () => AiListResult,
)
/** 智能审核 of the current list; each use counts against volunteerVerify for non-vip users. */
export const volunteerCheck = endpoint(
  'volunteerCheck',
  'POST',
  '/api/gk/gk-plan-ok/check',
  () => User,
  () => CheckResult,
)
/** The official 志愿表 layout as .xlsx (志愿序号, 院校代号+名称, 专业代号+名称, then our probability and band). */
export const volunteerExport = endpoint(
  'volunteerExport',
  'GET',
  '/api/gk/gk-plan-ok/export',
  () => User,
  () => z.unknown(),
  { response: 'blob' },
)
