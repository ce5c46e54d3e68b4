import { z } from 'zod'
import { deferred } from './deferred'
import { endpoint } from './endpoint'
import { BandCounts, BandSchema, ListOutcome } from './plan'
import { Empty, UserIdField } from './schemas'

/**
 * The data-visualisation pages (数据可视化): the 一分一段 curves, the student's list as charts, and the
 * cohort's planning in aggregate. Paths chosen here (the spec names only the routes).
 */

const Int = deferred(() => z.number().int())

/** One row of a year's 一分一段 table: `rank` = students at or above `score`; the top row may stand for every score ≥ it. */
export const RankCurveRow = deferred(() => z.object({ score: Int, count: Int, rank: Int, atOrAbove: z.boolean() }))

export const RankCurves = deferred(() =>
  z.object({
    /** Every year with a table, oldest first, each with its rows from the highest score down. */
    years: z.array(z.object({ year: Int, rows: z.array(RankCurveRow) })),
    /** Batch lines (一段, 二段, 特控线) with their rank where the table has the score. */
    lines: z.array(z.object({ year: Int, batch: z.string(), score: Int, rank: Int.nullable() })),
  }),
)
export type RankCurves = z.infer<typeof RankCurves>

/** Every year's 一分一段 table (浙江省教育考试院), for the curves; open to visitors. */
export const datavRankCurves = endpoint(
  'datavRankCurves',
  'GET',
  '/api/gk/datav/rankCurves',
  () => Empty,
  () => RankCurves,
  { auth: false },
)

/** One year of a programme's 一段 投档线 as published (rank null: it did not fill and filed at the line). */
export const TrendYear = deferred(() => z.object({ year: Int, minScore: Int.nullable(), minRank: Int.nullable(), plan: Int.nullable() }))

export const TrendDirectionSchema = deferred(() => z.enum(['harder', 'easier', 'steady', 'unknown']))

/** A row of the student's list with what the charts draw: place, tuition, chance, and its cutoffs over the years. */
export const ListChartRow = deferred(() =>
  z.object({
    dataIndex: Int,
    planId: z.string(),
    schoolCode: z.string(),
    schoolName: z.string(),
    majorName: z.string(),
    province: z.string(),
    city: z.string(),
    tuition: z.number().nullable(),
    probability: z.number().nullable(),
    band: BandSchema.nullable(),
    /** P(filed at this row) in the list's order; null without predictions. */
    filed: z.number().nullable(),
    /** Every earlier year's 投档线 of this programme, oldest first. */
    trend: z.array(TrendYear),
    /** Which way its rank went over the newest three years with a rank. */
    direction: TrendDirectionSchema,
    /** The model's forecast of the cutoff rank for the forecast year (centre and 80 % interval); null without one. */
    forecast: z.object({ centerRank: Int, low: Int, high: Int }).nullable(),
  }),
)
export type ListChartRow = z.infer<typeof ListChartRow>

export const ListCharts = deferred(() =>
  z.object({
    rows: z.array(ListChartRow),
    counts: BandCounts,
    /** Where the list lands the student (rows 1–10 / 11–30 / 31–80, 滑档), as the result page shows it; null in 二段 or without predictions. */
    outcome: ListOutcome.nullable(),
    /** The student's 滑档 ceiling (their saved preference, 1 % by default). */
    maxSlipRisk: z.number(),
    segment: z.enum(['一段', '二段']).nullable(),
    /** The student's 位次; null before scores or a batch. */
    rank: Int.nullable(),
    planYear: Int.nullable(),
    forecastYear: Int.nullable(),
    /** Years of 投档线 in the dataset, oldest first (the figures' provenance). */
    cutoffYears: z.array(Int),
  }),
)
export type ListCharts = z.infer<typeof ListCharts>

/** The caller's list with each programme's cutoffs 2020– and the list's outcome, in one call (the list's access rule applies). */
export const datavListCharts = endpoint(
  'datavListCharts',
  'GET',
  '/api/gk/datav/listCharts',
  () => z.object({ userId: UserIdField }),
  () => ListCharts,
)

const Bucket = deferred(() => z.object({ from: z.number(), to: z.number().nullable(), count: Int.nullable() }))

/** The cohort's planning in aggregate: no figure about fewer than `minGroup` students. */
export const CohortFigures = deferred(() =>
  z.object({
    students: Int.nullable(),
    ranks: z.array(Bucket),
    rows: z.array(Bucket),
    withOutcome: Int.nullable(),
    slip: z.array(Bucket),
    bandShare: z.object({ chong: z.number(), wen: z.number(), bao: z.number(), no: z.number(), unknown: z.number() }).nullable(),
    medianRows: z.number().nullable(),
    medianSlip: z.number().nullable(),
    atRisk: z.number().nullable(),
    topSchools: z.array(z.object({ code: z.string(), name: z.string(), students: Int })),
    topMajors: z.array(z.object({ name: z.string(), students: Int })),
  }),
)
export type CohortFigures = z.infer<typeof CohortFigures>

/** One day of the cohort's filling weeks (the day's last snapshot); only days with at least `minGroup` students. */
export const CohortDay = deferred(() =>
  z.object({
    day: z.string(),
    students: Int,
    medianRows: z.number().nullable(),
    medianSlip: z.number().nullable(),
    atRisk: z.number().nullable(),
  }),
)

/** One day of the caller's own list: its length, band mix, P(滑档) and expected row. */
export const MyListDay = deferred(() =>
  z.object({
    day: z.string(),
    rows: Int,
    chong: Int,
    wen: Int,
    bao: Int,
    no: Int,
    unknown: Int,
    slip: z.number().nullable(),
    expectedRow: z.number().nullable(),
  }),
)
export type MyListDay = z.infer<typeof MyListDay>

export const CohortOverview = deferred(() =>
  z.object({
    minGroup: Int,
    /** When the figures were computed (epoch ms) and their Beijing day. */
    takenAt: Int,
    day: z.string(),
    /** The first day recorded: the history starts there. */
    since: z.string(),
    figures: CohortFigures,
    days: z.array(CohortDay),
    /** The caller's own days (null for a visitor), and which rank bucket they are in. */
    mine: z.object({ days: z.array(MyListDay), rank: Int.nullable() }).nullable(),
  }),
)
export type CohortOverview = z.infer<typeof CohortOverview>

/** The cohort's planning (anonymous, aggregated) and, signed in, the caller's own list over the days. */
export const datavCohort = endpoint(
  'datavCohort',
  'GET',
  '/api/gk/datav/cohort',
  () => z.object({ userId: UserIdField }),
  () => CohortOverview,
  { auth: false },
)
