import { subjectsMissingFromPlan } from './planCoverage'
import type { Coded } from './listTypes'
import { MAX_VOLUNTEERS, percentText } from './listTypes'
import type { ListWants } from './listWants'
import { optimizeList } from './optimizeList'
import { prunePool } from './prunePool'
import { thresholdAt, type PlanIndex } from './planIndex'
import { rowReasons } from './rowReasons'
import { exactOutcome, type ExactOutcome } from './shockGrid'
import { studentView, type ExclusionReason, type ListStudent, type StudentView } from './studentView'

/** At most this many rows from one school: the model has no school-level shock (its programmes move together in a hot year), so one school must not carry the list. */
export const MAX_PER_SCHOOL = 4
/** A row the 投档 search reaches with less than this chance is "never reached" (the check's word too). */
export const NEVER_REACHED = 0.01
/** The generator stops when no programme adds this much expected utility (0–100 scale). */
export const MIN_GAIN = 0.01
/** Utility of 滑档 is −λ; λ grows until the list meets the student's ceiling on P(滑档). */
export const SLIP_PENALTIES = [100, 400, 1600, 6400] as const

export interface BuiltRow {
  /** Position in the plan index. */
  index: number
  probability: number | null
  /** The wanted major the row counts for (index into wants.targets), −1 for none. */
  countedAs: number
  reasons: Coded[]
}

export interface ListOutcomeNumbers extends ExactOutcome {
  /** Σ utility × P(filed there): what the generator maximised (滑档 counted as 0). */
  expectedUtility: number
}

export interface BuiltList {
  rows: BuiltRow[]
  outcome: ListOutcomeNumbers | null
  notices: Coded[]
  excluded: Record<ExclusionReason, number>
  maxSlipRisk: number
  metRiskTarget: boolean
  poolSize: number
  /** The student's view of the plan the list was built from (reused to describe the rows). */
  view: StudentView
}

/**
 * A neverReached row is one the search almost never gets to AND that the 滑档 ceiling does not need: removing
 * it and everything after it leaves P(滑档) = its reach probability.
 */
export const isNeverReached = (reached: number, maxSlipRisk: number): boolean => reached < NEVER_REACHED && reached <= maxSlipRisk

export function outcomeOf(index: PlanIndex, thresholds: ArrayLike<number>, utilities: ArrayLike<number>): ListOutcomeNumbers {
  const out = exactOutcome(thresholds, index.grid)
  let eu = 0
  for (let i = 0; i < thresholds.length; i++) eu += utilities[i] * out.filed[i]
  return { ...out, expectedUtility: eu }
}

/**
 * The list a student would hand in: the programmes that maximise the expected utility of where they land
 * subject to P(滑档) ≤ their ceiling, in their preference order, each with why it is there. 二段 has no
 * 投档 history to forecast from: its list is the student's eligible programmes in preference order, with no
 * probability.
 */
export function buildList(index: PlanIndex, student: ListStudent, wants: ListWants, maxRows = MAX_VOLUNTEERS): BuiltList {
  const view = studentView(index, student, wants)
  const rowsMax = Math.max(1, Math.min(MAX_VOLUNTEERS, maxRows))
  return student.segment === '一段' ? firstSegment(index, student, wants, view, rowsMax) : secondSegment(index, student, wants, view, rowsMax)
}

function firstSegment(index: PlanIndex, student: ListStudent, wants: ListWants, view: StudentView, maxRows: number): BuiltList {
  const pool = prunePool(view.pool, { probability: view.probability, utility: view.utility, school: index.school, targets: view.targetMask })
  const ceiling = wants.maxSlipRisk
  const threshold = (i: number) => thresholdAt(index, i, view.x[i])
  let best: { rows: number[]; counted: number[]; out: ListOutcomeNumbers; stop: string; trimmed: boolean } | null = null
  for (const lambda of SLIP_PENALTIES) {
    const res = optimizeList({
      count: pool.length,
      utility: Float64Array.from(pool, (i) => view.utility[i]),
      probability: Float64Array.from(pool, (i) => view.probability[i]),
      threshold: (j) => threshold(pool[j]),
      group: Uint32Array.from(pool, (i) => index.school[i]),
      maxPerGroup: MAX_PER_SCHOOL,
      targets: Uint32Array.from(pool, (i) => view.targetMask[i]),
      capacity: wants.targets.slice(0, 30).map((t) => t.num),
      maxRows,
      slipUtility: -lambda,
      minGain: MIN_GAIN,
      neverReached: NEVER_REACHED,
      slipCeiling: ceiling,
      grid: index.searchGrid,
    })
    const rows = res.chosen.map((j) => pool[j])
    const counted = [...res.countedAs]
    let out = outcomeOf(
      index,
      rows.map(threshold),
      rows.map((i) => view.utility[i]),
    )
    let trimmed = false
    while (rows.length > 1 && isNeverReached(out.reached[rows.length - 1], ceiling)) {
      rows.pop()
      counted.pop()
      trimmed = true
    }
    if (trimmed)
      out = outcomeOf(
        index,
        rows.map(threshold),
        rows.map((i) => view.utility[i]),
      )
    best = { rows, counted, out, stop: res.stop, trimmed }
    if (out.slip <= ceiling) break
  }
  const { rows, counted, out } = best!
  const notices: Coded[] = []
  if (index.forecastYear !== index.planYear)
    notices.push({
      code: 'forecast',
      params: { forecastYear: index.forecastYear, fromYear: index.firstCutoffYear, toYear: index.lastCutoffYear, year: index.planYear },
    })
  pushMissingPlanPart(notices, index, student)
  if (rows.length < maxRows && view.pool.length > rows.length) notices.push({ code: 'shortList', params: { rows: rows.length } })
  if (view.pool.length <= rows.length && rows.length < maxRows) notices.push({ code: 'smallPool', params: { rows: view.pool.length } })
  pushTargetShort(notices, wants, view, counted)
  const fallback = wants.priority === 'major' && view.hasTargets ? rows.filter((i) => view.match[i] === 0).length : 0
  if (fallback > 0) notices.push({ code: 'fallback', params: { n: fallback, max: percentText(ceiling) } })
  if (out.slip > ceiling) notices.push({ code: 'slipMissed', params: { slip: percentText(out.slip), max: percentText(ceiling) } })
  return {
    rows: rows.map((i, r) => ({
      index: i,
      probability: view.probability[i],
      countedAs: counted[r],
      reasons: rowReasons(index, view, i, wants, student.segment),
    })),
    outcome: out,
    notices,
    excluded: view.excluded,
    maxSlipRisk: ceiling,
    metRiskTarget: out.slip <= ceiling,
    poolSize: view.pool.length,
    view,
  }
}

function secondSegment(index: PlanIndex, student: ListStudent, wants: ListWants, view: StudentView, maxRows: number): BuiltList {
  const ordered = [...view.pool].sort((a, b) => view.utility[b] - view.utility[a] || a - b)
  const left = wants.targets.slice(0, 30).map((t) => t.num)
  const perSchool = new Map<number, number>()
  const rows: BuiltRow[] = []
  for (const i of ordered) {
    if (rows.length >= maxRows) break
    const mask = view.targetMask[i]
    let counted = -1
    if (mask !== 0) {
      counted = left.findIndex((n, t) => n > 0 && (mask & (1 << t)) !== 0)
      if (counted < 0) continue
    }
    const s = perSchool.get(index.school[i]) ?? 0
    if (s >= MAX_PER_SCHOOL) continue
    perSchool.set(index.school[i], s + 1)
    if (counted >= 0) left[counted]--
    rows.push({ index: i, probability: null, countedAs: counted, reasons: rowReasons(index, view, i, wants, student.segment) })
  }
  const notices: Coded[] = [{ code: 'secondSegment', params: { year: index.planYear, lastYear: index.lastCutoffYear } }]
  pushMissingPlanPart(notices, index, student)
  pushTargetShort(
    notices,
    wants,
    view,
    rows.map((r) => r.countedAs),
  )
  return { rows, outcome: null, notices, excluded: view.excluded, maxSlipRisk: wants.maxSlipRisk, metRiskTarget: false, poolSize: view.pool.length, view }
}

function pushMissingPlanPart(notices: Coded[], index: PlanIndex, student: ListStudent) {
  const missing = subjectsMissingFromPlan(index.planSubjects, student.subjects)
  if (missing.length > 0)
    notices.push({
      code: 'missingPlanPart',
      params: { year: index.planYear, planSubjects: (index.planSubjects ?? []).join('、'), subjects: missing.join('、') },
    })
}

function pushTargetShort(notices: Coded[], wants: ListWants, view: StudentView, counted: readonly number[]) {
  wants.targets.slice(0, 30).forEach((t, k) => {
    const used = counted.filter((c) => c === k).length
    if (used < t.num && view.foundPerTarget[k] < t.num)
      notices.push({ code: 'targetShort', params: { name: t.name, wanted: t.num, found: view.foundPerTarget[k] } })
  })
}
