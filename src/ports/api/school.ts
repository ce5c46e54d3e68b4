import { z } from 'zod'
import { ScoreRatioSchema } from './batch'
import { endpoint } from './endpoint'
import { Empty, PageQuery, pageOf } from './schemas'

const Year = z.coerce.number().int().min(2000).max(2100)

export const SchoolSummary = z.object({
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
})

export const highSchoolCities = endpoint('highSchoolCities', 'GET', '/api/gk/high-school/listCity', z.object({ province: z.string().max(32).optional() }), z.array(z.object({ code: z.string(), name: z.string() })), { auth: false, issue: 4 })
export const highSchoolAreas = endpoint('highSchoolAreas', 'GET', '/api/gk/high-school/listArea', z.object({ city: z.string().max(32) }), z.array(z.object({ code: z.string(), name: z.string() })), { auth: false, issue: 4 })
export const highSchools = endpoint('highSchools', 'GET', '/api/gk/high-school/listSchool', z.object({ area: z.string().max(32) }), z.array(z.object({ id: z.number().int(), name: z.string() })), { auth: false, issue: 4 })

export const SchoolFilters = z.object({
  name: z.string().max(64).optional(),
  province: z.string().max(32).optional(),
  city: z.string().max(32).optional(),
  is985: z.coerce.boolean().optional(),
  is211: z.coerce.boolean().optional(),
  isDoubleFirst: z.coerce.boolean().optional(),
  nature: z.string().max(16).optional(),
  level: z.string().max(16).optional(),
})
export const schoolSearch = endpoint('schoolSearch', 'POST', '/api/gk/gk-school/recommend', PageQuery.extend(SchoolFilters.shape), pageOf(SchoolSummary), { auth: false, issue: 3 })
export const schoolSearchAdmin = endpoint('schoolSearchAdmin', 'POST', '/api/gk/gk-school/recommend/admin', PageQuery.extend(SchoolFilters.shape), pageOf(SchoolSummary), { issue: 3 })
export const dataTime = endpoint('dataTime', 'GET', '/api/gk/gk-school/getTime', Empty, z.object({ year: z.number().int(), version: z.string() }), { auth: false, issue: 3 })
export const provinceCityNum = endpoint('provinceCityNum', 'POST', '/api/gk/province/provinceCityNum', SchoolFilters, z.array(z.object({ name: z.string(), num: z.number().int() })), { auth: false, issue: 3 })
export const majorNum = endpoint('majorNum', 'POST', '/api/gk/province/majorNum', z.object({ province: z.string().max(32).optional() }), z.array(z.object({ name: z.string(), num: z.number().int() })), { auth: false, issue: 3 })

/** School detail: facts, tags and every programme offered in Zhejiang with cutoffs by year. */
export const schoolDetail = endpoint('schoolDetail', 'GET', '/api/gk/gk-major/get', z.object({ schoolId: z.coerce.number().int().positive() }), z.unknown(), { auth: false, issue: 3 })
export const majorDetail = endpoint('majorDetail', 'GET', '/api/gk/gk-major/detailed', z.object({ majorCode: z.string().max(16) }), z.unknown(), { auth: false, issue: 3 })
export const majorCatalog = endpoint('majorCatalog', 'GET', '/api/gk/gk-major/listZyPj', Empty, z.unknown(), { auth: false, issue: 3 })
export const artRatio = endpoint('artRatio', 'GET', '/api/gk/gk-art-major/provinceRatio', z.object({ artType: z.string().max(32).optional() }), z.array(ScoreRatioSchema), { auth: false, issue: 4 })
export const sportRatio = endpoint('sportRatio', 'GET', '/api/gk/gk-sport-major/provinceRatio', Empty, z.array(ScoreRatioSchema), { auth: false, issue: 4 })

/** Score ↔ rank with the year's 一分一段 table; path fixed by issue 3. Give score or rank. */
export const scoreRank = endpoint(
  'scoreRank',
  'GET',
  '/api/gk/score-rank',
  z.object({ year: Year, score: z.coerce.number().int().min(0).max(900).optional(), rank: z.coerce.number().int().min(1).optional() }),
  z.object({ score: z.number().int(), count: z.number().int(), rank: z.number().int() }),
  { auth: false, issue: 3 },
)
/** 等位分: the score with the same rank in other years. Path chosen here (spec: not shown). */
export const equalRankScore = endpoint(
  'equalRankScore',
  'GET',
  '/api/gk/score-rank/equal',
  z.object({ year: Year, score: z.coerce.number().int().min(0).max(900) }),
  z.array(z.object({ year: z.number().int(), score: z.number().int(), rank: z.number().int() })),
  { auth: false, issue: 3 },
)
/** Batch lines per year. Path chosen here (spec: not shown). */
export const batchLines = endpoint(
  'batchLines',
  'GET',
  '/api/gk/batch-line/list',
  z.object({ year: Year.optional() }),
  z.array(z.object({ year: z.number().int(), batch: z.string(), score: z.number().int(), rank: z.number().int().nullable() })),
  { auth: false, issue: 3 },
)
