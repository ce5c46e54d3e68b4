import { z } from 'zod'
import { deferred } from './deferred'
import { numeric } from './wireValues'
import { endpoint } from './endpoint'
import { Id, UserIdField } from './schemas'

/**
 * 三位一体 (Zhejiang's 综合评价招生): the schools that admit through it with their 综合成绩 formulas, their
 * majors, the student's own calculator inputs and "my intention volunteers". The catalogue is data an
 * operator imports (`npm run admin -- sanyi import …`); every school carries the 招生章程 it was read from.
 */

/** Points per 学考 grade as the school's table gives them (negative in a deduction table: A = 0, B −1.5 …). */
export const GradePoints = deferred(() => z.object({ A: z.number(), B: z.number(), C: z.number(), D: z.number() }))
export type GradePoints = z.infer<typeof GradePoints>

export const SanyiFormula = deferred(() =>
  z.object({
    points: GradePoints,
    /** 学考满分 of the school's table (0 when the school has no fixed table). */
    xkFull: z.number(),
    /** 校测满分. */
    testFull: z.number(),
    /** 高考满分 (750). */
    gaokaoFull: z.number(),
    /** The three weights of 学考 / 校测 / 高考; they sum to 1. */
    weights: z.object({ xk: z.number(), test: z.number(), gaokao: z.number() }),
    /** 口径: 标准 (a weighted score from the table) or 特殊 (the school's own method; see the note). */
    basis: z.enum(['标准', '特殊']),
  }),
)
export type SanyiFormula = z.infer<typeof SanyiFormula>

export const SanyiSchool = deferred(() =>
  z.object({
    name: z.string(),
    /** 院校代号 in our dataset (links to the school page); null when the school is not in it. */
    schoolCode: z.string().nullable(),
    province: z.string().nullable(),
    city: z.string().nullable(),
    /** public, private or joint (中外合作 / 内地与港澳合作); null when unknown. */
    nature: z.string().nullable(),
    formula: SanyiFormula,
    /** The source's note on how the school converts scores (Chinese, as published). */
    note: z.string(),
    /** The source marks a figure of this school 待核实. */
    unverified: z.boolean(),
    source: z.object({ year: z.number().int(), title: z.string(), url: z.string() }),
    /** 报名条件 as the operator entered it; '' when the data has none. */
    requirement: z.string(),
    /** 报名时间 and 校测时间 as published; '' when not published in our source. */
    applyDates: z.string(),
    testDates: z.string(),
  }),
)
export type SanyiSchool = z.infer<typeof SanyiSchool>

export const SanyiMajor = deferred(() =>
  z.object({
    school: z.string(),
    name: z.string(),
    /** 类别 / 招生组 as the source names it. */
    group: z.string(),
    /** 选科要求 as published ('' = 不限). */
    requirement: z.string(),
    /** 计划数; null when not published. */
    plan: z.number().int().nullable(),
  }),
)
export type SanyiMajor = z.infer<typeof SanyiMajor>

export const SanyiMeta = deferred(() =>
  z.object({
    /** A hash of the loaded tables. */
    version: z.string(),
    /** shipped: the copy under data/sanyi; import: an operator's files. */
    origin: z.enum(['shipped', 'import']),
    loadedAt: z.number().int(),
  }),
)
export type SanyiMeta = z.infer<typeof SanyiMeta>

export const SanyiCatalogue = deferred(() => z.object({ meta: SanyiMeta, schools: z.array(SanyiSchool), majors: z.array(SanyiMajor) }))
export type SanyiCatalogue = z.infer<typeof SanyiCatalogue>

/** 学考 grades as counts per grade over the ten 学考 subjects. */
export const GradeCounts = deferred(() =>
  z.object({
    A: numeric(z.number().int().min(0).max(10)),
    B: numeric(z.number().int().min(0).max(10)),
    C: numeric(z.number().int().min(0).max(10)),
    D: numeric(z.number().int().min(0).max(10)),
    E: numeric(z.number().int().min(0).max(10)),
  }),
)
export type GradeCounts = z.infer<typeof GradeCounts>

/** The calculator's inputs as the student saved them. */
export const SanyiInputs = deferred(() =>
  z.object({
    grades: GradeCounts.refine((g) => g.A + g.B + g.C + g.D + g.E === 10, 'sanyi.gradesTen'),
    /** Expected 校测 result as a percentage of each school's 校测满分. */
    testPercent: numeric(z.number().min(0, 'sanyi.percentRange').max(100, 'sanyi.percentRange')),
    /** 高考 (or estimated) score; null: the profile's total. */
    gaokao: numeric(z.number().min(0, 'sanyi.gaokaoRange').max(750, 'sanyi.gaokaoRange')).nullable(),
  }),
)
export type SanyiInputs = z.infer<typeof SanyiInputs>

/** A student's 综合成绩 at one school on a 100-point scale; low = high unless the 学考 part is unknown. */
export const CompositeOnWire = deferred(() =>
  z.object({
    low: z.number(),
    high: z.number(),
    xk: z.number().nullable(),
    test: z.number(),
    gaokao: z.number(),
  }),
)

export const SanyiPageRow = deferred(() =>
  z.object({
    school: z.string(),
    /** null: the school sets no weighted score (see its note), or the student's inputs are missing. */
    composite: CompositeOnWire.nullable(),
    /** How many 综合成绩 points ten more 校测 points (of 100) are worth at this school. */
    testLeverage: z.number(),
    majorCount: z.number().int(),
    /** The majors open to the student's 选考 subjects. */
    eligible: z.array(SanyiMajor),
  }),
)
export type SanyiPageRow = z.infer<typeof SanyiPageRow>

export const SanyiPage = deferred(() =>
  z.object({
    inputs: SanyiInputs.nullable(),
    /** The 高考 score used: the input's, else the profile's total; null when neither. */
    gaokao: z.number().nullable(),
    gaokaoFrom: z.enum(['input', 'profile']).nullable(),
    /** The student's 选考 subjects (canonical names); empty when not chosen yet. */
    subjects: z.array(z.string()),
    rows: z.array(SanyiPageRow),
  }),
)
export type SanyiPage = z.infer<typeof SanyiPage>

export const SanyiChoice = deferred(() =>
  z.object({
    id: z.number().int(),
    school: z.string(),
    /** null: the school as a whole, no major chosen yet. */
    major: z.string().nullable(),
    note: z.string(),
    createdAt: z.number().int(),
  }),
)
export type SanyiChoice = z.infer<typeof SanyiChoice>

/** The most intention volunteers a student keeps (they confirm at most one 三位一体 offer in the end). */
export const MAX_SANYI_CHOICES = 20
export const MAX_SANYI_NOTE = 200

const Note = deferred(() => z.string().trim().max(MAX_SANYI_NOTE, 'sanyi.noteTooLong'))
const Name = deferred(() => z.string().trim().min(1, 'sanyi.schoolMissing').max(100, 'common.tooLong'))

export const sanyiSchools = endpoint(
  'sanyiSchools',
  'GET',
  '/api/gk/sanyi/schools',
  () => z.object({ userId: UserIdField }),
  () => SanyiCatalogue,
)
/** 三位一体志愿参考 (needs isThreeOne): every school with the caller's 综合成绩 and the majors open to their subjects. */
export const sanyiPageList = endpoint(
  'sanyiPageList',
  'GET',
  '/api/gk/sanyi/pageList',
  () => z.object({ userId: UserIdField }),
  () => SanyiPage,
)
export const sanyiInputs = endpoint(
  'sanyiInputs',
  'GET',
  '/api/gk/sanyi/inputs',
  () => z.object({ userId: UserIdField }),
  () => z.object({ inputs: SanyiInputs.nullable(), profileGaokao: z.number().nullable() }),
)
export const sanyiSaveInputs = endpoint(
  'sanyiSaveInputs',
  'POST',
  '/api/gk/sanyi/inputs',
  () => SanyiInputs.extend({ userId: UserIdField }),
  () => z.null(),
)
export const sanyiMine = endpoint(
  'sanyiMine',
  'GET',
  '/api/gk/sanyi/mine',
  () => z.object({ userId: UserIdField }),
  () => z.array(SanyiChoice),
)
export const sanyiAddMine = endpoint(
  'sanyiAddMine',
  'POST',
  '/api/gk/sanyi/mine/add',
  () => z.object({ userId: UserIdField, school: Name, major: z.string().trim().max(100, 'common.tooLong').nullable().default(null), note: Note.default('') }),
  () => SanyiChoice,
)
export const sanyiEditMine = endpoint(
  'sanyiEditMine',
  'POST',
  '/api/gk/sanyi/mine/edit',
  () => z.object({ userId: UserIdField, id: Id, note: Note }),
  () => z.null(),
)
export const sanyiDeleteMine = endpoint(
  'sanyiDeleteMine',
  'POST',
  '/api/gk/sanyi/mine/delete',
  () => z.object({ userId: UserIdField, id: Id }),
  () => z.null(),
)
/** The caller's whole list in its new order (every id once). */
export const sanyiReorderMine = endpoint(
  'sanyiReorderMine',
  'POST',
  '/api/gk/sanyi/mine/reorder',
  () => z.object({ userId: UserIdField, ids: z.array(Id).max(MAX_SANYI_CHOICES) }),
  () => z.null(),
)
