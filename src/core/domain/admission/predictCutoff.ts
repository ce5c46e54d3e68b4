import { cohortOf, rankToZ, zToRank, type CohortSizes } from './cohort'
import { studentTQuantile } from './distributions'
import type { CutoffObservation, ProgrammeHistory } from './history'
import { scaleOf, type ModelParams, type ScaleInputs } from './modelParams'

export interface CutoffPrediction {
  year: number
  cohortSize: number
  /** Predictive distribution of logit(cutoff rank / cohort): Student-t(mean, scale, df). */
  mean: number
  scale: number
  df: number
  /** PIT recalibration of the t CDF (see recalibrate.ts). */
  pit: readonly number[]
  /** The median predicted cutoff rank. */
  centerRank: number
  /** Central interval of the cutoff rank; low is the better (smaller) rank. */
  interval: { level: number; low: number; high: number }
  source: 'own' | 'similar' | 'school'
  /** The programme's own history rows the prediction used (empty when borrowed). */
  used: CutoffObservation[]
  /** Names of the same school's programmes it borrowed from, when it had no history of its own. */
  borrowedFrom: string[]
  /** Plain-Chinese explanation of what the prediction rests on. */
  note: string
}

export type PredictResult = { ok: true; prediction: CutoffPrediction } | { ok: false; reason: string }

export interface PredictContext {
  year: number
  /** This year's plan (招生计划数) of the programme, when known. */
  plan: number | null
  cohort: CohortSizes
  params: ModelParams
  /** The same school's programmes, for a programme with no history. */
  siblings?: readonly ProgrammeHistory[]
  /** The programme's normalized name, to find similar siblings when it has no history. */
  majorKey?: string
  /** Level of the central interval (default 0.8). */
  intervalLevel?: number
}

/** The parts of a history that the centre and the scale are computed from. */
export interface BaseEstimate {
  zbar: number
  n: number
  lastYear: number
  lastPlan: number | null
  volatility: number
  used: CutoffObservation[]
}

export function baseEstimate(rows: readonly CutoffObservation[], year: number, cohort: CohortSizes, decay: number): BaseEstimate | null {
  let sw = 0
  let sz = 0
  let prevZ: number | null = null
  let moves = 0
  let moveSum = 0
  let last: CutoffObservation | null = null
  const used: CutoffObservation[] = []
  for (const r of rows) {
    if (r.year >= year) continue
    const z = rankToZ(r.rank, cohortOf(cohort, r.year))
    const w = Math.pow(decay, year - 1 - r.year)
    sw += w
    sz += w * z
    if (prevZ !== null) ((moves += 1), (moveSum += Math.abs(z - prevZ)))
    prevZ = z
    last = r
    used.push(r)
  }
  if (!last) return null
  return { zbar: sz / sw, n: used.length, lastYear: last.year, lastPlan: last.plan, volatility: moves > 0 ? moveSum / moves : 0, used }
}

/** Two programmes are "similar" when their names share the first two characters (same 门类/专业类 family). */
export const familyOf = (majorKey: string): string => majorKey.replace(/^[(（].*?[)）]/, '').slice(0, 2)

export interface BorrowedEstimate {
  zbar: number
  source: 'similar' | 'school'
  from: string[]
}

export function borrowEstimate(siblings: readonly ProgrammeHistory[], majorKey: string, year: number, cohort: CohortSizes, decay: number): BorrowedEstimate | null {
  const fam = familyOf(majorKey)
  const similar: Array<[string, number]> = []
  const all: number[] = []
  for (const s of siblings) {
    if (s.majorKey === majorKey) continue
    const b = baseEstimate(s.rows, year, cohort, decay)
    if (!b || year - 1 - b.lastYear > 1) continue
    all.push(b.zbar)
    if (familyOf(s.majorKey) === fam) similar.push([s.majorName, b.zbar])
  }
  if (similar.length > 0) return { zbar: median(similar.map((s) => s[1])), source: 'similar', from: similar.map((s) => s[0]) }
  if (all.length > 0) return { zbar: median(all), source: 'school', from: [] }
  return null
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

export function centerOf(params: ModelParams, zbar: number, planChange: number): number {
  return zbar + params.center.bias + params.center.planChange * planChange + params.center.level * zbar
}

export const planChangeOf = (plan: number | null, lastPlan: number | null): number =>
  plan && lastPlan ? Math.max(-2, Math.min(2, Math.log(plan / lastPlan))) : 0

const quantileCache = new Map<string, number>()
function tQuantile(p: number, df: number): number {
  const k = `${p}|${df}`
  let q = quantileCache.get(k)
  if (q === undefined) quantileCache.set(k, (q = studentTQuantile(p, df)))
  return q
}

/**
 * Predicts a programme's cutoff rank in `ctx.year` from its own history (years before it only), or —
 * with none — from the same school's similar programmes, and says which.
 */
export function predictCutoff(history: ProgrammeHistory | null, ctx: PredictContext): PredictResult {
  const { params, cohort, year } = ctx
  const n = cohortOf(cohort, year)
  const own = history ? baseEstimate(history.rows, year, cohort, params.decay) : null
  let mean: number
  let inputs: ScaleInputs
  let borrowed: BorrowedEstimate | null = null
  if (own) {
    mean = centerOf(params, own.zbar, planChangeOf(ctx.plan, own.lastPlan))
    inputs = { plan: ctx.plan ?? own.lastPlan, historyYears: own.n, source: 'own', gap: year - 1 - own.lastYear, ownVolatility: own.volatility, level: own.zbar }
  } else {
    const key = ctx.majorKey ?? history?.majorKey ?? ''
    borrowed = ctx.siblings ? borrowEstimate(ctx.siblings, key, year, cohort, params.decay) : null
    if (!borrowed) return { ok: false, reason: '该专业和本校其他专业往年都没有一段投档记录，无法估计录取概率' }
    mean = centerOf(params, borrowed.zbar, 0)
    inputs = { plan: ctx.plan, historyYears: 0, source: borrowed.source, gap: 0, ownVolatility: 0, level: borrowed.zbar }
  }
  const scale = scaleOf(params, inputs)
  const level = ctx.intervalLevel ?? 0.8
  const q = tQuantile(0.5 + level / 2, params.df)
  const used = own?.used ?? []
  const note = own
    ? `依据本专业${used.map((u) => u.year).join('、')}年投档位次${own.n <= 2 ? '（历史较短，区间更宽）' : ''}`
    : borrowed!.source === 'similar'
      ? `本专业往年无投档记录，参考本校相近专业（${borrowed!.from.slice(0, 3).join('、')}${borrowed!.from.length > 3 ? '等' : ''}）估计，区间更宽`
      : '本专业往年无投档记录，本校也无相近专业，按本校各专业的中位水平估计，区间很宽'
  return {
    ok: true,
    prediction: {
      year,
      cohortSize: n,
      mean,
      scale,
      df: params.df,
      pit: params.pit,
      centerRank: Math.round(zToRank(mean, n)),
      interval: { level, low: Math.max(1, Math.round(zToRank(mean - q * scale, n))), high: Math.round(zToRank(mean + q * scale, n)) },
      source: own ? 'own' : borrowed!.source,
      used,
      borrowedFrom: borrowed?.from ?? [],
      note,
    },
  }
}
