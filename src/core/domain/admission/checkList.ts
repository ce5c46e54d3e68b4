import { BAND_THRESHOLDS, bandOf, type Band } from './admitProbability'
import { listOrderKey, outcomeOf, type ListOutcomeNumbers } from './buildList'
import { isFallback } from './programmeUtility'
import { countBands } from './countBands'
import { MAX_VOLUNTEERS, percentText, type Coded } from './listTypes'
import type { ListWants } from './listWants'
import { judgeNote, type StudentFacts } from './noteRules'
import { KIND_BIT, NO_RULE, thresholdAt, type PlanIndex } from './planIndex'
import { AVOIDABLE_KINDS } from '@/ports/api/listPrefs'
import { isEligible } from '../subjectRequirement'
import { studentView, type ListStudent, type StudentView } from './studentView'

/** A fix one click can apply (the same shape as the wire's FixAction). */
export type FixAction =
  | { kind: 'delete'; rows: number[] }
  | { kind: 'move'; row: number; to: number }
  | { kind: 'add'; planIds: string[]; before: number | null }
  | { kind: 'regenerate' }
  | { kind: 'editProfile' }

export interface Finding extends Coded {
  severity: 'error' | 'warning' | 'info'
  /** 1-based 志愿序号; null for the whole list. */
  row: number | null
  action: FixAction
}

export interface CheckedRow {
  row: number
  probability: number | null
  band: Band | null
  reached: number
  filed: number
}

export interface ListCheck {
  findings: Finding[]
  rows: CheckedRow[]
  outcome: ListOutcomeNumbers | null
  counts: Record<Band | 'unknown', number>
  /** The summary as coded sentences (counts and 滑档; then how many must / should change). */
  summary: Coded[]
  /** No error-level finding. */
  ok: boolean
}

/** Tuition above which a family is told (民办 and 中外合作 commonly 30,000–60,000 yuan a year). */
export const HIGH_TUITION = 30000
/** A reorder is suggested when it raises the expected utility by at least this much (0–100 scale). */
export const MIN_REORDER_GAIN = 0.1

/**
 * 智能审核 with the generator's own model and words: the same index, the same exact outcome over the shared
 * shock, the same utility from the student's saved preferences, and the note rules judged against the
 * student's own scores. `rows` are index positions (−1: not in the current plan). The AI's own list passes
 * it with no order finding. Rows below near-sure ones are never proposed for deletion: they cost nothing in
 * 平行志愿 and catch the student when the model is wrong.
 */
export function checkList(index: PlanIndex, rows: readonly number[], student: ListStudent, wants: ListWants, facts: StudentFacts): ListCheck {
  const view = studentView(index, student, wants)
  const findings: Finding[] = []
  const add = (severity: Finding['severity'], code: string, row: number | null, params: Coded['params'], action: FixAction) =>
    findings.push({ severity, code, row, params, action })
  const n = rows.length
  if (n > MAX_VOLUNTEERS) add('error', 'tooMany', null, { n, max: MAX_VOLUNTEERS }, { kind: 'delete', rows: range(MAX_VOLUNTEERS + 1, n) })
  const firstAt = new Map<number, number>()
  rows.forEach((i, k) => {
    const row = k + 1
    if (i < 0) return add('error', 'notInPlan', row, { row }, { kind: 'delete', rows: [row] })
    const c = index.candidates[i]
    const name = `${c.schoolName}·${c.majorName}`
    const del: FixAction = { kind: 'delete', rows: [row] }
    const prev = firstAt.get(i)
    if (prev !== undefined) add('error', 'duplicate', row, { row, first: prev, name }, del)
    else firstAt.set(i, row)
    // 一段 takes 本科 and the 专科 programmes it listed last year (planIndex firstVocational).
    const inSegment =
      student.segment === '一段'
        ? index.undergraduate[i] === 1 || index.firstVocational[i] === 1
        : index.undergraduate[i] === 0 || index.unfilledLastYear[i] === 1
    if (!inSegment) add('error', 'wrongSegment', row, { row, name, segment: student.segment }, del)
    if (index.rule[i] === NO_RULE) add('warning', 'unknownRule', row, { row, name }, del)
    else if (!isEligible(index.rules[index.rule[i]], student.subjects)) {
      const r = index.rules[index.rule[i]]
      add('error', r.mode === 'all' ? 'subjectNotMetAll' : 'subjectNotMetAny', row, { row, name, subjects: r.subjects.join('、') }, del)
    }
    const p = view.probability[i]
    if (student.segment === '一段') {
      if (Number.isNaN(p)) add('info', 'noPrediction', row, { row, name }, { kind: 'move', row, to: 1 })
      else if (p < BAND_THRESHOLDS.chong) add('warning', 'hopeless', row, { row, name, p: percentText(p) }, del)
    }
    for (const k of AVOIDABLE_KINDS) if (index.kinds[i] & KIND_BIT[k] & avoidMaskOf(wants)) add('warning', `avoided.${k}`, row, { row, name }, del)
    const tuition = index.tuition[i]
    if (wants.maxTuition !== null && tuition > wants.maxTuition) add('warning', 'overBudget', row, { row, name, tuition, max: wants.maxTuition }, del)
    else if (tuition >= HIGH_TUITION) add('info', 'highTuition', row, { row, name, tuition }, del)
    for (const j of judgeNote(c.note, facts)) {
      if (j.kind === 'score') {
        if (j.met === false) add('error', `scoreNotMet.${j.subject}`, row, { row, name, min: j.min, have: j.have ?? 0 }, del)
        else if (j.met === null) add('warning', `scoreUnknown.${j.subject}`, row, { row, name, min: j.min }, { kind: 'editProfile' })
      } else if (j.kind === 'sex') {
        if (j.met === false) add(j.advisory ? 'warning' : 'error', j.advisory ? 'sexAdvised' : 'sexNotMet', row, { row, name, text: j.text }, del)
        else if (j.met === null) add('warning', 'sexUnknown', row, { row, name, text: j.text }, { kind: 'editProfile' })
      } else add('warning', `ask.${j.restriction}`, row, { row, name, text: j.text }, del)
    }
  })
  const shown = rows.slice(0, MAX_VOLUNTEERS)
  let outcome: ListOutcomeNumbers | null = null
  let checked: CheckedRow[]
  if (student.segment === '一段') {
    const thr = shown.map((i) => (i >= 0 && !Number.isNaN(view.x[i]) ? thresholdAt(index, i, view.x[i]) : NaN))
    const util = shown.map((i) => (i >= 0 ? view.utility[i] : 0))
    outcome = outcomeOf(index, thr, util)
    checked = shown.map((i, k) => {
      const p = i >= 0 && !Number.isNaN(view.probability[i]) ? view.probability[i] : null
      return { row: k + 1, probability: p, band: p === null ? null : bandOf(p), reached: outcome!.reached[k], filed: outcome!.filed[k] }
    })
    const keys = shown.map((i) =>
      i >= 0 && !Number.isNaN(view.probability[i])
        ? listOrderKey(view.probability[i], view.utility[i], isFallback(view.match[i], wants.priority, view.hasTargets), view.placeWanted[i] === 1)
        : NaN,
    )
    orderFindings(index, shown, thr, util, keys, outcome, add)
    if (outcome.slip > wants.maxSlipRisk) {
      const fix = safetyToAdd(index, view, shown, wants, outcome.slip)
      add(
        outcome.slip > 0.05 ? 'error' : 'warning',
        'slipRisk',
        null,
        { slip: percentText(outcome.slip), max: percentText(wants.maxSlipRisk) },
        fix.length > 0 ? { kind: 'add', planIds: fix, before: null } : { kind: 'regenerate' },
      )
    }
  } else {
    checked = shown.map((_, k) => ({ row: k + 1, probability: null, band: null, reached: 0, filed: 0 }))
  }
  const { chong, wen, bao, no, unknown } = countBands(checked)
  const counts: ListCheck['counts'] = { chong, wen, bao, no, unknown }
  const errors = findings.filter((f) => f.severity === 'error').length
  const warnings = findings.filter((f) => f.severity === 'warning').length
  const summary: Coded[] = [{ code: 'counts', params: { n, ...counts } }]
  if (outcome) summary.push({ code: 'outcome', params: { slip: percentText(outcome.slip), top10: percentText(sum(outcome.filed, 0, 10)) } })
  else summary.push({ code: 'noHistory', params: {} })
  summary.push(errors + warnings === 0 ? { code: 'clean', params: {} } : { code: 'problems', params: { errors, warnings } })
  return { findings, rows: checked, outcome, counts, summary, ok: errors === 0 }
}

const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, k) => from + k)
const sum = (xs: ArrayLike<number>, from: number, to: number): number => {
  let s = 0
  for (let i = from; i < Math.min(to, xs.length); i++) s += xs[i]
  return s
}
const avoidMaskOf = (wants: ListWants): number => wants.avoid.reduce((m, k) => m | KIND_BIT[k], 0)

/**
 * Order against the list's own rule (listOrderKey): 冲, 稳, 保, each in the student's preference order. A row
 * placed after one it should precede loses its chance whenever the earlier one admits them; each such row is
 * moved to where the rule puts it, when that raises the exact expected utility. A preferred safety below a
 * 稳 row is not an inversion: the parts are how a family reads its list and what keeps its insurance whole.
 */
function orderFindings(
  index: PlanIndex,
  rows: readonly number[],
  thr: number[],
  util: number[],
  keys: number[],
  base: ListOutcomeNumbers,
  add: (s: Finding['severity'], code: string, row: number | null, params: Coded['params'], a: FixAction) => void,
) {
  for (let k = 1; k < rows.length; k++) {
    if (rows[k] < 0 || Number.isNaN(thr[k])) continue
    let to = k
    while (to > 0 && !Number.isNaN(keys[to - 1]) && keys[to - 1] > keys[k] + 1e-9) to--
    if (to === k) continue
    const order = [...rows.keys()]
    order.splice(k, 1)
    order.splice(to, 0, k)
    const moved = outcomeOf(
      index,
      order.map((o) => thr[o]),
      order.map((o) => util[o]),
    )
    const gain = moved.expectedUtility - base.expectedUtility
    if (gain >= MIN_REORDER_GAIN) {
      const c = index.candidates[rows[k]]
      const d = index.candidates[rows[to]]
      add(
        'warning',
        'orderInversion',
        k + 1,
        { row: k + 1, to: to + 1, name: `${c.schoolName}·${c.majorName}`, before: `${d.schoolName}·${d.majorName}` },
        { kind: 'move', row: k + 1, to: to + 1 },
      )
    }
  }
}

/** The fewest safe programmes (of the student's pool, best-liked first) that bring P(滑档) under the ceiling, added at the end. */
function safetyToAdd(index: PlanIndex, view: StudentView, rows: readonly number[], wants: ListWants, slip: number): string[] {
  const inList = new Set(rows)
  const safe = [...view.pool]
    .filter((i) => !inList.has(i) && view.probability[i] >= BAND_THRESHOLDS.bao)
    .sort((a, b) => view.utility[b] - view.utility[a] || a - b)
  const chosen: number[] = []
  let left = slip
  for (const i of safe) {
    if (left <= wants.maxSlipRisk || rows.length + chosen.length >= MAX_VOLUNTEERS) break
    chosen.push(i)
    const all = [...rows, ...chosen].filter((r) => r >= 0)
    left = outcomeOf(
      index,
      all.map((r) => (Number.isNaN(view.x[r]) ? NaN : thresholdAt(index, r, view.x[r]))),
      all.map(() => 0),
    ).slip
  }
  return left <= wants.maxSlipRisk ? chosen.map((i) => index.candidates[i].id) : []
}
