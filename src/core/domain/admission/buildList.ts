import { subjectsMissingFromPlan } from './planCoverage'
import type { Coded } from './listTypes'
import { MAX_VOLUNTEERS, percentText } from './listTypes'
import { BAND_THRESHOLDS } from './admitProbability'
import { placeKey, type ListWants } from './listWants'
import { partRows, pickLadder, rungsOf } from './ladder'
import { thresholdAt, type PlanIndex } from './planIndex'
import { isFallback } from './programmeUtility'
import { isFarAbove, rowReasons } from './rowReasons'
import { exactOutcome, type ExactOutcome } from './shockGrid'
import { chanceText, riskText } from './chanceText'
import { EDGE_PREDICTED_UNDERGRAD, EDGE_REALIZED_UNDERGRAD, VOCATIONAL_ROWS } from './undergradEdge'
import { studentView, type ExclusionReason, type ListStudent, type StudentView } from './studentView'

/** At most this many rows from one school while others are left: the model has no school-level shock (its programmes move together in a hot year), so one school must not carry the list. */
export const MAX_PER_SCHOOL = 4

/** The list's parts: 冲 (P < 50 %), 稳, 保 (P ≥ 99 %). */
export const partOf = (p: number): number => (p >= BAND_THRESHOLDS.bao ? 2 : p >= BAND_THRESHOLDS.wen ? 1 : 0)

/**
 * Where a row stands in a list: 冲 rows on top, then 稳, then 保, each part in the student's preference order:
 * the wanted places first (优先), then by utility (0–100 plus wishes). Wishes move a row within its part, never
 * across: a 浙江 safety the family likes stays among the 保 rows, which is how families read a list and what its
 * 滑档 insurance needs. Under 专业优先, rows outside the wanted majors (added only to keep 滑档 down) come after
 * all of them.
 */
export const listOrderKey = (probability: number, utility: number, fallback: boolean, placeWanted: boolean): number =>
  (fallback ? 3000 : 0) + partOf(probability) * 1000 + (placeWanted ? 0 : 500) - utility

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
  /** P(滑档) of the list's 本科 rows alone: the chance of no 本科 admission (= outcome.slip without 一段 专科 rows); null in 二段. */
  undergradSlip: number | null
  maxSlipRisk: number
  metRiskTarget: boolean
  poolSize: number
  /** The student's view of the plan the list was built from (reused to describe the rows). */
  view: StudentView
}

export function outcomeOf(index: PlanIndex, thresholds: ArrayLike<number>, utilities: ArrayLike<number>): ListOutcomeNumbers {
  const out = exactOutcome(thresholds, index.grid)
  let eu = 0
  for (let i = 0; i < thresholds.length; i++) eu += utilities[i] * out.filed[i]
  return { ...out, expectedUtility: eu }
}

/**
 * The list a student would hand in: the rows they ask for (期望志愿数, 80 by default) on a ladder of chances —
 * as many 冲 rows as they choose, 稳 rows spread from 50 % to 99 %, 保 rows (≥ 99 %) for the rest —, each step
 * taking the programmes they like best, the whole list in their preference order (平行志愿 files them at the
 * first row that admits them), each row with why it is there. Rows below near-sure ones cost nothing and
 * catch the student when the model is wrong, so the list is filled while eligible programmes remain; P(滑档)
 * is kept under their ceiling by trading the riskiest rows for safe ones. 二段 has no 投档 history to forecast
 * from: its list is the student's eligible programmes in preference order, with no probability.
 */
export function buildList(index: PlanIndex, student: ListStudent, wants: ListWants, maxRows = wants.rows): BuiltList {
  const view = studentView(index, student, wants)
  const rowsMax = Math.max(1, Math.min(MAX_VOLUNTEERS, maxRows))
  return student.segment === '一段' ? firstSegment(index, student, wants, view, rowsMax) : secondSegment(index, student, wants, view, rowsMax)
}

function firstSegment(index: PlanIndex, student: ListStudent, wants: ListWants, view: StudentView, maxRows: number): BuiltList {
  const ceiling = wants.maxSlipRisk
  const threshold = (i: number) => (Number.isNaN(view.x[i]) ? NaN : thresholdAt(index, i, view.x[i]))
  // What tells the programmes of one rung apart (see ladder.ts): a wanted major counts two, a wanted place one.
  const wish = new Uint8Array(index.size)
  for (const i of view.pool) wish[i] = (view.match[i] > 0 ? 2 : 0) + view.placeWanted[i]
  // Among 专科, as in 二段, a 公办 programme the family can afford counts too (民办 专科 cost 15,000–20,000 a year).
  const means = wants.maxTuition ?? SECOND_SEGMENT_MEANS
  for (const i of view.vocational)
    wish[i] = (view.match[i] > 0 ? 4 : 0) + 2 * view.placeWanted[i] + ((index.level[i] & 1) === 1 && index.tuition[i] <= means ? 1 : 0)
  const vocational = vocationalRows(index, student, wants, view, wish, maxRows)
  const undergradRows = maxRows - vocational.length
  const picked = pickRows(index, wants, view, wish, undergradRows)
  const safer = keepUnderCeiling(index, view, picked, ceiling, vocational.map(threshold))
  const filled = fill(index, view, wants, safer, undergradRows)
  const rows = [...filled.rows, ...vocational]
  const counted = [...filled.counted, ...vocational.map(() => -1)]
  const out = outcomeOf(
    index,
    rows.map(threshold),
    rows.map((i) => view.utility[i]),
  )
  const undergradSlip = vocational.length > 0 ? exactOutcome(filled.rows.map(threshold), index.grid).slip : out.slip
  const notices: Coded[] = []
  if (index.forecastYear !== index.planYear)
    notices.push({
      code: 'forecast',
      params: { forecastYear: index.forecastYear, fromYear: index.firstCutoffYear, toYear: index.lastCutoffYear, year: index.planYear },
    })
  pushMissingPlanPart(notices, index, student)
  const parts = [0, 0, 0]
  // The 本科 rows' parts; the 一段 专科 rows below them are told apart (they are a part of their own).
  for (const i of filled.rows) if (!Number.isNaN(view.probability[i])) parts[partOf(view.probability[i])]++
  if (vocational.length > 0)
    notices.push({ code: 'partsVocational', params: { rows: rows.length, chong: parts[0], wen: parts[1], bao: parts[2], n: vocational.length } })
  else notices.push({ code: 'parts', params: { rows: rows.length, chong: parts[0], wen: parts[1], bao: parts[2] } })
  if (rows.length < maxRows) notices.push({ code: 'smallPool', params: { rows: rows.length } })
  pushTargetShort(notices, wants, view, counted)
  const fallback = wants.priority === 'major' && view.hasTargets ? rows.filter((i) => view.match[i] === 0).length : 0
  if (fallback > 0) notices.push({ code: 'fallback', params: { n: fallback, wanted: rows.length - fallback } })
  if (out.slip > ceiling) notices.push({ code: 'slipMissed', params: { slip: percentText(out.slip), max: percentText(ceiling) } })
  if (vocational.length > 0)
    notices.push({
      code: 'vocational',
      params: {
        year: index.lastCutoffYear,
        rank: Math.round(index.vocationalFromRank),
        n: vocational.length,
        undergrad: filled.rows.length,
      },
    })
  if (student.rank >= index.undergradEdgeRank)
    notices.push({
      // With 一段 专科 rows the list still catches the student; without them its 滑档 is as uncertain as its 本科.
      code: vocational.length > 0 ? 'undergradEdge' : 'undergradEdgeNoVocational',
      params: {
        rank: Math.round(index.undergradEdgeRank),
        year: index.lastCutoffYear,
        chance: chanceText(1 - undergradSlip),
        realized: chanceText(EDGE_REALIZED_UNDERGRAD),
        predicted: chanceText(EDGE_PREDICTED_UNDERGRAD),
        slip: riskText(out.slip),
      },
    })
  return {
    rows: rows.map((i, r) => ({
      index: i,
      probability: Number.isNaN(view.probability[i]) ? null : view.probability[i],
      countedAs: counted[r],
      reasons: rowReasons(index, view, i, wants, student.segment),
    })),
    outcome: out,
    undergradSlip,
    notices,
    excluded: view.excluded,
    maxSlipRisk: ceiling,
    metRiskTarget: out.slip <= ceiling,
    poolSize: view.pool.length,
    view,
  }
}

/**
 * The 一段 专科 rows that end the list of a student near the bottom of the 本科 range (VOCATIONAL_ROWS, from
 * the rank VOCATIONAL_SHARE of last year's 本科 cutoffs reach): 保 rungs from 99 % up, the best-wished first,
 * in their preference order. The family may decline them (wants.vocational) and try 二段 instead.
 */
function vocationalRows(index: PlanIndex, student: ListStudent, wants: ListWants, view: StudentView, wish: Uint8Array, maxRows: number): number[] {
  if (!wants.vocational || student.rank < index.vocationalFromRank || view.vocational.length === 0) return []
  const n = Math.min(VOCATIONAL_ROWS, Math.floor(maxRows / 2))
  // Near the line no 专科 programme is sure (unfilled ones too may fill next year): the rungs start at the
  // safest few instead, still leaving the ladder a choice of three for each row.
  const ps = Array.from(view.vocational, (i) => view.probability[i]).sort((a, b) => b - a)
  const floor = Math.min(BAND_THRESHOLDS.bao, ps[Math.min(ps.length, 3 * n) - 1])
  const got = pickLadder({
    pool: view.vocational,
    probability: view.probability,
    utility: view.utility,
    school: index.school,
    targets: new Uint32Array(index.size),
    capacity: [],
    rungs: Array.from({ length: n }, (_, r) => 1 - (1 - floor) * Math.pow((1 - 0.9999) / (1 - floor), r / n)),
    maxPerSchool: MAX_PER_SCHOOL,
    wish,
  })
  const key = (i: number) => listOrderKey(view.probability[i], view.utility[i], false, view.placeWanted[i] === 1)
  return got.rows.sort((a, b) => key(a) - key(b) || a - b)
}

/**
 * The ladder's rows. Under 专业优先 the ladder is built from the wanted majors alone, first as many of each as
 * the student asked for, then more of them; rows they still cannot fill go to other programmes as insurance
 * below them (no 冲 rows), marked and told (the fallback notice).
 */
function pickRows(index: PlanIndex, wants: ListWants, view: StudentView, wish: Uint8Array, maxRows: number) {
  const perSchool = new Map<number, number>()
  const ladder = (pool: ArrayLike<number>, rows: number, reach: number, capacity: number[]) => {
    const got = pickLadder({
      pool,
      probability: view.probability,
      utility: view.utility,
      school: index.school,
      targets: view.targetMask,
      capacity,
      rungs: rungsOf(partRows(rows, reach)),
      maxPerSchool: MAX_PER_SCHOOL,
      schoolRows: perSchool,
      wish,
    })
    for (const i of got.rows) perSchool.set(index.school[i], (perSchool.get(index.school[i]) ?? 0) + 1)
    return got
  }
  const capacity = wants.targets.slice(0, 30).map((t) => t.num)
  if (!(wants.priority === 'major' && view.hasTargets)) return ladder(view.pool, maxRows, wants.reachRows, capacity)
  const wanted = ladder(
    view.pool.filter((i) => view.match[i] > 0),
    maxRows,
    wants.reachRows,
    capacity,
  )
  // Rows the counts asked for left free go to more of the wanted majors before any other programme.
  const inWanted = new Set(wanted.rows)
  const reachLeft = Math.max(0, wants.reachRows - wanted.rows.filter((i) => view.probability[i] < BAND_THRESHOLDS.wen).length)
  const more = ladder(
    view.pool.filter((i) => view.match[i] > 0 && !inWanted.has(i)),
    maxRows - wanted.rows.length,
    reachLeft,
    capacity.map(() => Infinity),
  )
  const ownRows = [...wanted.rows, ...more.rows]
  if (ownRows.length >= maxRows) return { rows: ownRows, counted: [...wanted.counted, ...more.counted] }
  const others = ladder(
    view.pool.filter((i) => view.match[i] === 0),
    maxRows - ownRows.length,
    0,
    [],
  )
  return { rows: [...ownRows, ...others.rows], counted: [...wanted.counted, ...more.counted, ...others.counted] }
}

/**
 * While P(滑档) is above the ceiling, the riskiest row gives its place to the safest programme not yet listed; a
 * programme whose school already has MAX_PER_SCHOOL rows takes the place of that school's riskiest row instead
 * (a school's long shots must not keep its safe programme out).
 */
function keepUnderCeiling(index: PlanIndex, view: StudentView, picked: { rows: number[]; counted: number[] }, ceiling: number, below: number[]) {
  const rows = [...picked.rows]
  const counted = [...picked.counted]
  const p = view.probability
  const slip = () => exactOutcome([...rows.map((i) => thresholdAt(index, i, view.x[i])), ...below], index.grid).slip
  if (rows.length === 0 || slip() <= ceiling) return { rows, counted }
  const inList = new Set(rows)
  const perSchool = new Map<number, number>()
  for (const i of rows) perSchool.set(index.school[i], (perSchool.get(index.school[i]) ?? 0) + 1)
  const safest = [...view.pool].filter((i) => !inList.has(i) && p[i] >= BAND_THRESHOLDS.wen).sort((a, b) => p[b] - p[a] || a - b)
  for (const i of safest) {
    const full = (perSchool.get(index.school[i]) ?? 0) >= MAX_PER_SCHOOL
    let worst = -1
    for (let k = 0; k < rows.length; k++) if ((!full || index.school[rows[k]] === index.school[i]) && (worst < 0 || p[rows[k]] < p[rows[worst]])) worst = k
    if (p[rows[worst]] >= p[i]) {
      // Candidates come safest first: once no row anywhere is riskier, none will be.
      if (full) continue
      break
    }
    perSchool.set(index.school[rows[worst]], perSchool.get(index.school[rows[worst]])! - 1)
    perSchool.set(index.school[i], (perSchool.get(index.school[i]) ?? 0) + 1)
    rows[worst] = i
    counted[worst] = -1
    if (slip() <= ceiling) break
  }
  return { rows, counted }
}

/**
 * The rows the ladder left, filled while eligible programmes remain (a student who asks for 80 rows gets 80):
 * chance-bearing programmes it had no rung for and long shots below the 冲 threshold, likeliest first, then
 * programmes whose chance rests on their school's other programmes, then those with no prediction at all
 * (they can only catch a student whom every row above missed) — schools under the cap of MAX_PER_SCHOOL
 * first, the rest only when nothing else is left. Rows end in list order (listOrderKey); unpredicted ones last.
 */
function fill(index: PlanIndex, view: StudentView, wants: ListWants, chosen: { rows: number[]; counted: number[] }, maxRows: number) {
  const rows = [...chosen.rows]
  const counted = [...chosen.counted]
  const p = view.probability
  if (rows.length < maxRows) {
    const taken = new Set(rows)
    const left = wants.targets.slice(0, 30).map((t, k) => t.num - counted.filter((c) => c === k).length)
    const perSchool = new Map<number, number>()
    for (const i of rows) perSchool.set(index.school[i], (perSchool.get(index.school[i]) ?? 0) + 1)
    const inPool = new Set(view.pool)
    const rest = [...view.eligible].filter((i) => !taken.has(i) && index.undergraduate[i] === 1)
    const likelier = (a: number, b: number) => p[b] - p[a] || a - b
    const extra = [
      ...rest.filter((i) => inPool.has(i) || (!Number.isNaN(p[i]) && view.own[i] === 1)).sort(likelier),
      ...rest.filter((i) => !inPool.has(i) && !Number.isNaN(p[i]) && view.own[i] === 0).sort(likelier),
      ...rest.filter((i) => Number.isNaN(p[i])).sort((a, b) => view.utility[b] - view.utility[a] || a - b),
    ]
    for (const underCap of [true, false])
      for (const i of extra) {
        if (rows.length >= maxRows) break
        if (taken.has(i) || (underCap && (perSchool.get(index.school[i]) ?? 0) >= MAX_PER_SCHOOL)) continue
        const mask = view.targetMask[i]
        const t = left.findIndex((n, k) => n > 0 && (mask & (1 << k)) !== 0)
        if (t >= 0) left[t]--
        taken.add(i)
        perSchool.set(index.school[i], (perSchool.get(index.school[i]) ?? 0) + 1)
        rows.push(i)
        counted.push(t)
      }
  }
  const fallback = (i: number) => isFallback(view.match[i], wants.priority, view.hasTargets)
  const key = (i: number) => (Number.isNaN(p[i]) ? 1e6 - view.utility[i] : listOrderKey(p[i], view.utility[i], fallback(i), view.placeWanted[i] === 1))
  const order = rows.map((_, k) => k).sort((a, b) => key(rows[a]) - key(rows[b]) || p[rows[b]] - p[rows[a]] || rows[a] - rows[b])
  return { rows: order.map((k) => rows[k]), counted: order.map((k) => counted[k]) }
}

/**
 * A yearly cost a family can meet without saying: 公办 本科 and 专科 cost 4,000–8,000 元, 民办 15,000–40,000. With no
 * budget set, 二段 lists what costs no more than this first.
 */
export const SECOND_SEGMENT_MEANS = 20000
const HOME_PROVINCE = '浙江'
const NEIGHBOURS = ['上海', '江苏', '安徽', '福建', '江西']

function secondSegment(index: PlanIndex, student: ListStudent, wants: ListWants, view: StudentView, maxRows: number): BuiltList {
  // Cost first, as families choose in 二段: 公办 before 民办, what they can afford before what they cannot, then
  // their preferences (the tier order with their wishes); 专科 come in with their low fees.
  const means = wants.maxTuition ?? SECOND_SEGMENT_MEANS
  const costKey = (i: number) => ((index.level[i] & 1) === 1 ? 0 : 2) + (index.tuition[i] <= means ? 0 : 1)
  // Within each, programmes that took far higher scores in 一段 than the student has come after the rest (and say so).
  const far = (i: number) => (isFarAbove(index.pastScore[i], student.total) ? 1 : 0)
  // With no price to rank by, the home province first, its neighbours next: where Zhejiang's 二段 students go.
  const distance = index.place.provinces.map((p) => (placeKey(p) === HOME_PROVINCE ? 0 : NEIGHBOURS.includes(placeKey(p)) ? 1 : 2))
  const near = (i: number) => distance[index.place.province[i]]
  const ordered = [...view.pool].sort((a, b) => costKey(a) - costKey(b) || far(a) - far(b) || near(a) - near(b) || view.utility[b] - view.utility[a] || a - b)
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
    rows.push({ index: i, probability: null, countedAs: counted, reasons: rowReasons(index, view, i, wants, student.segment, student.total) })
  }
  const notices: Coded[] = [{ code: 'secondSegment', params: { year: index.planYear, lastYear: index.lastCutoffYear, means } }]
  pushMissingPlanPart(notices, index, student)
  pushTargetShort(
    notices,
    wants,
    view,
    rows.map((r) => r.countedAs),
  )
  return {
    rows,
    outcome: null,
    undergradSlip: null,
    notices,
    excluded: view.excluded,
    maxSlipRisk: wants.maxSlipRisk,
    metRiskTarget: false,
    poolSize: view.pool.length,
    view,
  }
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
