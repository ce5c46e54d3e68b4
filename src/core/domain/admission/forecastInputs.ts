import { cohortOf, rankToZ, type CohortSizes } from './cohort'
import type { CutoffObservation, ProgrammeHistory } from './history'
import type { ScaleInputs } from './modelParams'

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
    if (prevZ !== null) {
      moves += 1
      moveSum += Math.abs(z - prevZ)
    }
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

export function borrowEstimate(
  siblings: readonly ProgrammeHistory[],
  majorKey: string,
  year: number,
  cohort: CohortSizes,
  decay: number,
): BorrowedEstimate | null {
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

export const planChangeOf = (plan: number | null, lastPlan: number | null): number =>
  plan && lastPlan ? Math.max(-2, Math.min(2, Math.log(plan / lastPlan))) : 0

/** What one forecast rests on: the same numbers when the model is trained and when it predicts. */
export interface ForecastInputs {
  /** Recency-weighted mean logit of the cutoffs the forecast rests on (own, or borrowed). */
  zbar: number
  /** log(plan / last plan), clamped; 0 when borrowed or unknown. */
  planChange: number
  scale: ScaleInputs
  source: 'own' | 'similar' | 'school'
  /** The programme's own rows before the year (empty when borrowed). */
  used: CutoffObservation[]
  borrowedFrom: string[]
}

export interface InputContext {
  year: number
  /** The year's plan (招生计划数) of the programme, when known. */
  plan: number | null
  cohort: CohortSizes
  decay: number
  /** The same school's programmes, for a programme with no history. */
  siblings?: readonly ProgrammeHistory[]
  /** The programme's normalized name, to find similar siblings when it has no history. */
  majorKey?: string
}

/**
 * The one place that turns a programme's history (rows before `ctx.year` only) into the model's inputs;
 * with no earlier row of its own, it borrows from the same school's similar programmes, or its median.
 */
export function forecastInputs(history: ProgrammeHistory | null, ctx: InputContext): ForecastInputs | null {
  const own = history ? baseEstimate(history.rows, ctx.year, ctx.cohort, ctx.decay) : null
  if (own)
    return {
      zbar: own.zbar,
      planChange: planChangeOf(ctx.plan, own.lastPlan),
      scale: {
        plan: ctx.plan ?? own.lastPlan,
        historyYears: own.n,
        source: 'own',
        gap: ctx.year - 1 - own.lastYear,
        ownVolatility: own.volatility,
        level: own.zbar,
      },
      source: 'own',
      used: own.used,
      borrowedFrom: [],
    }
  const key = ctx.majorKey ?? history?.majorKey ?? ''
  const b = ctx.siblings ? borrowEstimate(ctx.siblings, key, ctx.year, ctx.cohort, ctx.decay) : null
  if (!b) return null
  return {
    zbar: b.zbar,
    planChange: 0,
    scale: { plan: ctx.plan, historyYears: 0, source: b.source, gap: 0, ownVolatility: 0, level: b.zbar },
    source: b.source,
    used: [],
    borrowedFrom: b.from,
  }
}
