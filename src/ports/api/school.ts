import { z } from 'zod'
import { deferred } from './deferred'
import { numeric, flag } from './wireValues'
import { ScoreRatioSchema } from './batch'
import { endpoint } from './endpoint'
import { FIRST_CALL_PATHS } from './firstCallPaths'
import { Empty, PageQuery, pageOf } from './schemas'

const Year = deferred(() => numeric(z.number().int().min(2000).max(2100)))

export const SchoolSummary = deferred(() =>
  z.object({
    id: z.number().int(),
    /** 4-digit Zhejiang 院校代号. */
    code: z.string(),
    /** 10-digit MOE 学校标识码. */
    moeCode: z.string().nullable(),
    name: z.string(),
    province: z.string().nullable(),
    city: z.string().nullable(),
    level: z.string().nullable(),
    nature: z.string().nullable(),
    tags: z.array(z.string()),
  }),
)

export const highSchoolCities = endpoint(
  'highSchoolCities',
  'GET',
  '/api/gk/high-school/listCity',
  () => z.object({ province: z.string().max(32).optional() }),
  () => z.array(z.object({ code: z.string(), name: z.string() })),
  { auth: false },
)
export const highSchoolAreas = endpoint(
  'highSchoolAreas',
  'GET',
  '/api/gk/high-school/listArea',
  () => z.object({ city: z.string().max(32) }),
  () => z.array(z.object({ code: z.string(), name: z.string() })),
  { auth: false },
)
export const highSchools = endpoint(
  'highSchools',
  'GET',
  '/api/gk/high-school/listSchool',
  () => z.object({ area: z.string().max(32) }),
  () => z.array(z.object({ id: z.number().int(), name: z.string() })),
  { auth: false },
)

export const SchoolFilters = deferred(() =>
  z.object({
    name: z.string().max(64).optional(),
    province: z.string().max(32).optional(),
    city: z.string().max(32).optional(),
    is985: flag.optional(),
    is211: flag.optional(),
    isDoubleFirst: flag.optional(),
    nature: z.string().max(16).optional(),
    level: z.string().max(16).optional(),
  }),
)
export const schoolSearch = endpoint(
  'schoolSearch',
  'POST',
  '/api/gk/gk-school/recommend',
  () => PageQuery.extend(SchoolFilters.shape),
  () => pageOf(SchoolSummary),
  {
    auth: false,
  },
)
export const schoolSearchAdmin = endpoint(
  'schoolSearchAdmin',
  'POST',
  '/api/gk/gk-school/recommend/admin',
  () => PageQuery.extend(SchoolFilters.shape),
  () => pageOf(SchoolSummary),
)
/** The newest 一分一段 year and the dataset version, plus every year with a rank table / 投档线 (for year pickers and provenance). */
export const dataTime = endpoint(
  'dataTime',
  'GET',
  '/api/gk/gk-school/getTime',
  () => Empty,
  () => z.object({ year: z.number().int(), version: z.string(), rankYears: z.array(z.number().int()), cutoffYears: z.array(z.number().int()) }),
  { auth: false },
)
export const provinceCityNum = endpoint(
  'provinceCityNum',
  'POST',
  '/api/gk/province/provinceCityNum',
  () => SchoolFilters,
  () => z.array(z.object({ name: z.string(), num: z.number().int() })),
  { auth: false },
)
/** Programmes offered in Zhejiang (latest 投档线 year) per 门类; see server/app/majorCatalog.ts majorCounts. */
export const majorNum = endpoint(
  'majorNum',
  'POST',
  '/api/gk/province/majorNum',
  () => z.object({ province: z.string().max(32).optional() }),
  () => z.array(z.object({ name: z.string(), num: z.number().int() })),
  { auth: false },
)

/** One year of a programme's 一段 投档线 (plan = 投档计划数; rank null where the authority printed none). */
export const CutoffYear = deferred(() =>
  z.object({
    year: z.number().int(),
    majorCode: z.string(),
    plan: z.number().int().nullable(),
    minScore: z.number().int().nullable(),
    minRank: z.number().int().nullable(),
  }),
)
/** A programme = school + normalized name; its 3-digit 专业代号 changes yearly, so years are listed under it. */
export const Programme = deferred(() => z.object({ majorKey: z.string(), majorName: z.string(), years: z.array(CutoffYear) }))
/** One 招生计划 row with its 选考科目要求 as printed and parsed. */
export const PlanRow = deferred(() =>
  z.object({
    year: z.number().int(),
    majorCode: z.string(),
    majorName: z.string(),
    majorKey: z.string(),
    plan: z.number().int().nullable(),
    requirement: z.string(),
    rule: z.string(),
    tuition: z.number().nullable(),
    length: z.number().nullable(),
    city: z.string(),
    sinoForeign: z.boolean(),
    teacher: z.boolean(),
    directed: z.boolean(),
    medical: z.boolean(),
    note: z.string(),
  }),
)
export const SchoolDetail = deferred(() =>
  z.object({
    school: SchoolSummary.extend({
      affiliation: z.string().nullable(),
      website: z.string().nullable(),
      isC9: z.boolean(),
      is985: z.boolean(),
      is211: z.boolean(),
      doubleFirst: z.string().nullable(),
      /** 软科中国大学排名 2025 (main list); null when the school is not in its numbered 500. */
      ruankeRank: z.number().int().nullable(),
    }),
    programmes: z.array(Programme),
    /** The newest plan year's rows (2026 where present). */
    plans: z.array(PlanRow),
    planYear: z.number().int().nullable(),
    /** Years of 投档线 in the dataset, oldest first: the provenance line under the tables. */
    sourceYears: z.array(z.number().int()),
  }),
)
export const CatalogueMajor = deferred(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    disciplineCode: z.string(),
    discipline: z.string(),
    classCode: z.string(),
    className: z.string(),
  }),
)
export const MajorDetail = deferred(() =>
  z.object({
    major: CatalogueMajor,
    /** Schools offering it in Zhejiang: programmes named after the major, or its 专业类 enrolled as a group ('class'). */
    schools: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        moeCode: z.string().nullable(),
        province: z.string().nullable(),
        tags: z.array(z.string()),
        programmes: z.array(Programme.extend({ match: z.enum(['major', 'class']) })),
        /** The school's plan-year rows of these programmes: 选考 requirement, 学制, tuition (empty when the plan lacks them). */
        plans: z.array(
          PlanRow.pick({ year: true, majorCode: true, majorName: true, majorKey: true, plan: true, requirement: true, tuition: true, length: true }),
        ),
      }),
    ),
    sourceYears: z.array(z.number().int()),
    /** The plan year the 选考 rules and 学制 come from; null when the dataset has no plan. */
    planYear: z.number().int().nullable(),
  }),
)
const CatalogueLeaf = deferred(() => z.object({ code: z.string(), name: z.string() }))
/** 门类 → 专业类 → 专业. */
export const MajorCatalog = deferred(() =>
  z.array(z.object({ code: z.string(), name: z.string(), children: z.array(CatalogueLeaf.extend({ children: z.array(CatalogueLeaf) })) })),
)

/** School detail: facts, tags and every programme offered in Zhejiang with cutoffs by year. */
export const schoolDetail = endpoint(
  'schoolDetail',
  'GET',
  FIRST_CALL_PATHS.schoolDetail,
  () => z.object({ schoolId: numeric(z.number().int().positive()) }),
  () => SchoolDetail,
  {
    auth: false,
  },
)
export const majorDetail = endpoint(
  'majorDetail',
  'GET',
  '/api/gk/gk-major/detailed',
  () => z.object({ majorCode: z.string().max(16) }),
  () => MajorDetail,
  {
    auth: false,
  },
)
/** One plan-year programme of a school as the signed-in student sees it: the model's chance (仅供参考). */
export const SchoolChance = deferred(() =>
  z.object({
    planId: z.string(),
    majorCode: z.string(),
    majorName: z.string(),
    /** The programme's name key, to pair it with its 投档线 history; null when the plan row is not in the reference plan. */
    majorKey: z.string().nullable(),
    /** P(admit) for the student's rank; null without a forecast, a rank or in 二段. */
    probability: z.number().nullable(),
    band: z.enum(['chong', 'wen', 'bao', 'no']).nullable(),
    /** Whether the student's 选考 subjects meet the rule; null when the rule could not be parsed. */
    eligible: z.boolean().nullable(),
    /** Median forecast cutoff rank of the forecast year. */
    centerRank: z.number().int().nullable(),
  }),
)
/**
 * The caller's chances at one school: why there are none (no rank or batch, 二段, no plan), the plan and
 * forecast years, and which programmes are already on the caller's list (planIds) and its size.
 */
export const SchoolChances = deferred(() =>
  z.object({
    status: z.enum(['ok', 'noRank', 'secondSegment', 'noPlan']),
    rank: z.number().int().nullable(),
    planYear: z.number().int().nullable(),
    forecastYear: z.number().int().nullable(),
    items: z.array(SchoolChance),
    joined: z.array(z.object({ planId: z.string(), dataIndex: z.number().int() })),
    listSize: z.number().int(),
    max: z.number().int(),
  }),
)
/** The signed-in student's chance at each plan-year programme of one school (path chosen here). */
export const schoolChances = endpoint(
  'schoolChances',
  'GET',
  '/api/gk/gk-school/chances',
  () => z.object({ schoolId: numeric(z.number().int().positive()) }),
  () => SchoolChances,
)
export const majorCatalog = endpoint(
  'majorCatalog',
  'GET',
  '/api/gk/gk-major/listZyPj',
  () => Empty,
  () => MajorCatalog,
  { auth: false },
)
export const artRatio = endpoint(
  'artRatio',
  'GET',
  '/api/gk/gk-art-major/provinceRatio',
  () => z.object({ artType: z.string().max(32).optional() }),
  () => z.array(ScoreRatioSchema),
  { auth: false },
)
export const sportRatio = endpoint(
  'sportRatio',
  'GET',
  '/api/gk/gk-sport-major/provinceRatio',
  () => Empty,
  () => z.array(ScoreRatioSchema),
  { auth: false },
)

/** Score ↔ rank with the year's 一分一段 table; path chosen here. Give score or rank. */
export const scoreRank = endpoint(
  'scoreRank',
  'GET',
  '/api/gk/score-rank',
  () => z.object({ year: Year, score: numeric(z.number().int().min(0).max(900)).optional(), rank: numeric(z.number().int().min(1)).optional() }),
  () => z.object({ score: z.number().int(), count: z.number().int(), rank: z.number().int() }),
  { auth: false },
)
/** 等位分: the score with the same rank in other years. Path chosen here (spec: not shown). */
export const equalRankScore = endpoint(
  'equalRankScore',
  'GET',
  '/api/gk/score-rank/equal',
  () => z.object({ year: Year, score: numeric(z.number().int().min(0).max(900)) }),
  () => z.array(z.object({ year: z.number().int(), score: z.number().int(), rank: z.number().int() })),
  { auth: false },
)
/** Batch lines per year. Path chosen here (spec: not shown). */
export const batchLines = endpoint(
  'batchLines',
  'GET',
  '/api/gk/batch-line/list',
  () => z.object({ year: Year.optional() }),
  () => z.array(z.object({ year: z.number().int(), batch: z.string(), score: z.number().int(), rank: z.number().int().nullable() })),
  { auth: false },
)
