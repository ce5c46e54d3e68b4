import { isEligible } from '../subjectRequirement'
import type { StudentFacts } from './noteRules'
import { BAND_THRESHOLDS } from './admitProbability'
import { rankToZ } from './cohort'
import type { ListWants } from './listWants'
import { placeMatches } from './listWants'
import { TABLE_LIMIT, TABLE_STEP } from './admissionTable'
import { KIND_BIT, NO_RULE, probabilityAt, type PlanIndex } from './planIndex'
import { programmeUtility } from './programmeUtility'

export type Segment = '一段' | '二段'

export interface ListStudent {
  /** 位次 in the current 一分一段 table. */
  rank: number
  subjects: readonly string[]
  segment: Segment
  /** Scores and sex, for the limits written in plan notes; unknown ones never exclude. */
  facts?: StudentFacts
  /** The total score, for saying which 二段 programmes took far higher scores in 一段; null when unknown. */
  total?: number | null
}

/** Why a programme is not in the pool, counted for the "why not X" question. */
export type ExclusionReason =
  | 'segment'
  | 'unparsedRule'
  | 'ineligible'
  | 'noteRule'
  | 'avoided'
  | 'schoolLevel'
  | 'avoidedPlace'
  | 'outsidePlaces'
  | 'overBudget'
  | 'noPrediction'
  | 'noHistory'
  | 'tooHard'

const LEVEL_BIT = { any: 0, public: 1, doubleFirst: 2, '211': 4, '985': 8 } as const

/**
 * The plan as one student sees it, in one pass over the index: which programmes they may and want to
 * apply to (segment, 选考 rule — each distinct rule decided once —, ruled-out kinds, school level, places,
 * budget), each one's P(admit) from the shared table, its utility and which wanted majors it counts for.
 * The 一段 pool keeps programmes with their own 投档 history and P ≥ the 冲 threshold: an estimate borrowed
 * from the school's other programmes was right 51 % of the time when it said 62 %, and 68 % when it said 96 %,
 * among the rows a list picked (npm run backtest:lists), so the list does not stand on it. The 二段 pool has
 * no probabilities.
 */
export interface StudentView {
  /** Pool members, as index positions (一段: 本科 only). */
  pool: Int32Array
  /** 一段 专科 programmes the student may apply to, with their own history and P ≥ the 冲 threshold: a 一段 list's insurance below its 本科 rows. */
  vocational: Int32Array
  /** Every programme the student may and wants to apply to, with or without a chance (the pool's superset). */
  eligible: Int32Array
  /** Over the whole index, set for the student's segment: P(admit) (NaN without a prediction, and in 二段), x = (z − mean)/scale, utility. */
  probability: Float64Array
  x: Float64Array
  utility: Float64Array
  match: Float32Array
  targetMask: Uint32Array
  placeWanted: Uint8Array
  /** The index's ownHistory: 1 when a programme's P rests on its own 投档 history. */
  own: Uint8Array
  excluded: Record<ExclusionReason, number>
  /** Pool programmes per wanted major (how many exist within reach). */
  foundPerTarget: number[]
  hasTargets: boolean
}

/** Programmes that count for each wanted major: by catalogue code, else by catalogue name, else by a name fragment. */
export function targetCoverage(index: PlanIndex, targets: ListWants['targets']): Array<{ idx: ArrayLike<number>; weight: ArrayLike<number> }> {
  return targets.map((t) => {
    const name = t.name.trim()
    const code =
      t.code && index.coverage.has(t.code) ? t.code : (index.catalogue.byName.get(name)?.code ?? index.catalogue.byClassName.get(name)?.[0]?.classCode)
    const hit = code ? index.coverage.get(code) : undefined
    if (hit) return hit
    const idx: number[] = []
    if (name !== '') index.candidates.forEach((c, i) => c.majorName.includes(name) && idx.push(i))
    return { idx, weight: idx.map(() => 1) }
  })
}

export function studentView(index: PlanIndex, student: ListStudent, wants: ListWants): StudentView {
  const n = index.size
  const excluded: Record<ExclusionReason, number> = {
    segment: 0,
    unparsedRule: 0,
    ineligible: 0,
    noteRule: 0,
    avoided: 0,
    schoolLevel: 0,
    avoidedPlace: 0,
    outsidePlaces: 0,
    overBudget: 0,
    noPrediction: 0,
    noHistory: 0,
    tooHard: 0,
  }
  const ruleOk = index.rules.map((r) => isEligible(r, student.subjects))
  let avoidMask = 0
  for (const k of wants.avoid) avoidMask |= KIND_BIT[k]
  const levelNeed = LEVEL_BIT[wants.schoolLevel]
  const provinceState = index.place.provinces.map((p) => (placeMatches(p, wants.avoidProvinces) ? 2 : placeMatches(p, wants.provinces) ? 1 : 0))
  const cityState = index.place.cities.map((c) => (placeMatches(c, wants.avoidCities) ? 2 : placeMatches(c, wants.cities) ? 1 : 0))
  const match = new Float32Array(n)
  const targetMask = new Uint32Array(n)
  const targets = wants.targets.slice(0, 30)
  targetCoverage(index, targets).forEach((cov, t) => {
    for (let k = 0; k < cov.idx.length; k++) {
      const i = cov.idx[k]
      targetMask[i] |= 1 << t
      if (cov.weight[k] > match[i]) match[i] = cov.weight[k]
    }
  })
  const hasTargets = targets.length > 0
  const zs = rankToZ(student.rank, index.cohortSize)
  const probability = new Float64Array(n).fill(NaN)
  const x = new Float64Array(n).fill(NaN)
  const utility = new Float64Array(n)
  const placeWanted = new Uint8Array(n)
  const pool: number[] = []
  const vocational: number[] = []
  const eligible: number[] = []
  const firstSegment = student.segment === '一段'
  const onlyPlaces = wants.placeOnly && (wants.provinces.length > 0 || wants.cities.length > 0)
  const tableSize = index.tables[0].probs.length
  // Only the segment's programmes are looked at: the others are counted out at once.
  const members = index.inSegment[student.segment]
  excluded.segment = n - members.length
  for (let m = 0; m < members.length; m++) {
    const i = members[m]
    // Probability and utility of every programme of the segment (the check needs them for rows outside the pool too).
    if (firstSegment && index.invScale[i] !== 0) {
      const xi = (zs - index.mean[i]) * index.invScale[i]
      x[i] = xi
      // The table lookup inline (the hottest line of a list): outside the table, the table's own rule.
      const f = (xi + TABLE_LIMIT) / TABLE_STEP
      const k = f | 0
      if (f >= 0 && k < tableSize - 1) {
        const probs = index.tables[index.tableOf[i]].probs
        probability[i] = probs[k] + (f - k) * (probs[k + 1] - probs[k])
      } else probability[i] = probabilityAt(index, i, xi)
    }
    placeWanted[i] = provinceState[index.place.province[i]] === 1 || cityState[index.place.city[i]] === 1 ? 1 : 0
    utility[i] = programmeUtility(firstSegment ? index.standing[i] : index.tierStanding[i], match[i], placeWanted[i] === 1, wants.priority, hasTargets)
    if (index.rule[i] === NO_RULE) excluded.unparsedRule++
    else if (!ruleOk[index.rule[i]]) excluded.ineligible++
    else if (failsNote(index, i, student.facts)) excluded.noteRule++
    else if (index.kinds[i] & avoidMask) excluded.avoided++
    else if ((index.level[i] & levelNeed) !== levelNeed) excluded.schoolLevel++
    else if (provinceState[index.place.province[i]] === 2 || cityState[index.place.city[i]] === 2) excluded.avoidedPlace++
    else if (onlyPlaces && placeWanted[i] === 0) excluded.outsidePlaces++
    else if (wants.maxTuition !== null && !(index.tuition[i] <= wants.maxTuition)) excluded.overBudget++
    else {
      eligible.push(i)
      if (firstSegment && index.invScale[i] === 0) excluded.noPrediction++
      else if (firstSegment && index.ownHistory[i] === 0) excluded.noHistory++
      else if (firstSegment && probability[i] < BAND_THRESHOLDS.chong) excluded.tooHard++
      else if (firstSegment && index.undergraduate[i] === 0) vocational.push(i)
      else pool.push(i)
    }
  }
  const foundPerTarget = targets.map(() => 0)
  for (const i of pool) for (let t = 0; t < targets.length; t++) if (targetMask[i] & (1 << t)) foundPerTarget[t]++
  return {
    pool: Int32Array.from(pool),
    vocational: Int32Array.from(vocational),
    eligible: Int32Array.from(eligible),
    own: index.ownHistory,
    probability,
    x,
    utility,
    match,
    targetMask,
    placeWanted,
    excluded,
    foundPerTarget,
    hasTargets,
  }
}

/**
 * A limit of the plan note the student is known to miss: a score below the minimum (退档 after filing) or
 * a sex the note excludes or advises against. What is not known never excludes (the check asks instead).
 */
function failsNote(index: PlanIndex, i: number, facts: StudentFacts | undefined): boolean {
  if (!facts) return false
  const m = index.minScore
  if (below(m.chinese[i], facts.scores.chinese) || below(m.math[i], facts.scores.math) || below(m.english[i], facts.scores.english)) return true
  const only = index.onlySex[i]
  return only !== 0 && (facts.sex === '男' || facts.sex === '女') && facts.sex !== (only === 1 ? '男' : '女')
}

const below = (min: number, have: number | null | undefined): boolean => min > 0 && typeof have === 'number' && have < min
