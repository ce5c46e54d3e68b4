import { cohortOf, rankToZ } from './cohort'
import { forecastInputs, type ForecastInputs } from './forecastInputs'
import type { ModelData, ProgrammeHistory } from './history'

/**
 * The training moves of the model: for every programme and year, what the model would have been given
 * (the rows before that year only, through forecastInputs, the function predictions use) and what
 * happened. Computed once per dataset object and shared by every fit and every candidate decay.
 */

/** One observed year-to-year move: what the model would have predicted from earlier years, and what happened. */
export interface TrainingCase {
  year: number
  outcome: number
  rank: number
  history: ProgrammeHistory
  plan: number | null
}

const movesMemo = new WeakMap<ModelData, Map<number, TrainingCase[]>>()

/** The moves into `year` (the first year of data has nothing before it to move from). */
export function movesInto(data: ModelData, year: number): TrainingCase[] {
  const memo = memoOf(movesMemo, data)
  let out = memo.get(year)
  if (!out) {
    out = []
    if (year > data.years[0])
      for (const h of data.histories.values())
        for (const o of h.rows)
          if (o.year === year) out.push({ year, outcome: rankToZ(o.rank, cohortOf(data.cohort, year)), rank: o.rank, history: h, plan: o.plan })
    memo.set(year, out)
  }
  return out
}

export interface Evaluated {
  inputs: ForecastInputs
  outcome: number
  /** The actual cutoff rank (the line's when the programme did not fill). */
  rank: number
  year: number
}

export function memoOf<K, T>(memos: WeakMap<ModelData, Map<K, T>>, data: ModelData): Map<K, T> {
  let memo = memos.get(data)
  if (!memo) memos.set(data, (memo = new Map<K, T>()))
  return memo
}

const evaluatedMemo = new WeakMap<ModelData, Map<string, Evaluated[]>>()

/**
 * The inputs of every move into `year`, computed by the same function that serves predictions. They
 * depend only on the rows before `year`, so every later fit shares them.
 */
export function evaluateYear(data: ModelData, year: number, decay: number): Evaluated[] {
  const memo = memoOf(evaluatedMemo, data)
  const key = `${year}|${decay}`
  let out = memo.get(key)
  if (!out) {
    out = []
    for (const c of movesInto(data, year)) {
      const inputs = forecastInputs(c.history, {
        year,
        plan: c.plan,
        cohort: data.cohort,
        decay,
        siblings: data.bySchool.get(c.history.schoolCode),
        majorKey: c.history.majorKey,
      })
      if (inputs) out.push({ inputs, outcome: c.outcome, rank: c.rank, year })
    }
    memo.set(key, out)
  }
  return out
}

/** The moves into every year before `beforeYear`. */
export const evaluate = (data: ModelData, beforeYear: number, decay: number): Evaluated[] =>
  data.years.filter((y) => y < beforeYear).flatMap((y) => evaluateYear(data, y, decay))

/** What the centre regression reads of the moves with their own history: plan change, weighted mean, outcome. */
export interface CenterColumns {
  planChange: Float64Array
  zbar: Float64Array
  outcome: Float64Array
}

const centerMemo = new WeakMap<ModelData, Map<string, CenterColumns>>()

/**
 * The centre regression's columns for the moves into `year` under one candidate decay. Only the chosen
 * decay's inputs are kept whole (evaluateYear); the others are kept as three numbers a move, which is
 * what keeps a fit on the full dataset from spending its time collecting garbage.
 */
export function centerColumns(data: ModelData, year: number, decay: number): CenterColumns {
  const memo = memoOf(centerMemo, data)
  const key = `${year}|${decay}`
  let cols = memo.get(key)
  if (!cols) {
    const own = (
      evaluatedMemo.get(data)?.get(key) ??
      movesInto(data, year).map((c) => ({ inputs: forecastInputs(c.history, { year, plan: c.plan, cohort: data.cohort, decay }), outcome: c.outcome }))
    ).filter((e): e is { inputs: ForecastInputs; outcome: number } => e.inputs?.source === 'own')
    cols = {
      planChange: Float64Array.from(own, (e) => e.inputs.planChange),
      zbar: Float64Array.from(own, (e) => e.inputs.zbar),
      outcome: Float64Array.from(own, (e) => e.outcome),
    }
    memo.set(key, cols)
  }
  return cols
}

export function concatColumns(parts: readonly CenterColumns[]): CenterColumns {
  const join = (pick: (c: CenterColumns) => Float64Array) => {
    const out = new Float64Array(parts.reduce((n, c) => n + pick(c).length, 0))
    let o = 0
    for (const c of parts) {
      out.set(pick(c), o)
      o += pick(c).length
    }
    return out
  }
  return { planChange: join((c) => c.planChange), zbar: join((c) => c.zbar), outcome: join((c) => c.outcome) }
}
