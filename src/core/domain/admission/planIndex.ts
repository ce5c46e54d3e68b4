import { AVOIDABLE_KINDS, type AvoidableKind } from '@/ports/api/listPrefs'
import { isMinorityOnly } from '../programmeFlags'
import type { SubjectRule } from '../subjectRequirement'
import { admissionTable, type AdmissionTable } from './admissionTable'
import { invLogit } from './distributions'
import type { ListCandidate } from './listTypes'
import { catalogueLookup, COVERAGE_WEIGHT, isMinorLanguage, programmeCoverage, type CatalogueEntry, type CatalogueLookup } from './programmeMajors'
import { judgeNote } from './noteRules'
import { marketStanding, SCHOOL_TIERS, selectivityOf, standingOf, tierOf, type SchoolFacts, type SchoolTier } from './schoolStanding'
import { PIT_KNOTS } from './recalibrate'
import { LIST_RHO } from './listRho'
import { undergradEdgeRank, VOCATIONAL_SHARE } from './undergradEdge'
import { annualCost } from './programmeCost'
import { studyAbroadForm } from './studyForm'
import { shockGrid, type ShockGrid } from './shockGrid'

/** A programme of the plan with what the index needs beyond the list candidate. */
export interface IndexProgramme {
  candidate: ListCandidate
  /** The normalized name the catalogue is matched on. */
  majorKey: string
  undergraduate: boolean
  school: SchoolFacts
  medical: boolean
  teacher: boolean
  directed: boolean
  /** It was filed at the 一段 line in the last 投档 year without filling: its places went on to 二段. */
  unfilledLastYear: boolean
  /** Its cutoff rank in the last 投档 year (the line's when it did not fill); null when it had none that year. */
  lastRank: number | null
  /** The highest 一段 cutoff score of its last three 投档 years; null without one. */
  pastScore: number | null
}

export interface PlanIndexInput {
  programmes: readonly IndexProgramme[]
  catalogue: readonly CatalogueEntry[]
  /**
   * The fitted model's df and the year's shared share rho; each prediction brings its own PIT map. A list's
   * outcomes use `listRho` (default LIST_RHO): the shared share that made lists' landings come true.
   */
  model: { df: number; rho: number; listRho?: number }
  planYear: number
  forecastYear: number
  /** First and last 投档 years the model learnt from (the last is what "unfilled last year" refers to). */
  firstCutoffYear: number
  lastCutoffYear: number
  /** The subjects the plan export is limited to (programmes open to them only), or null for the whole plan. */
  planSubjects: readonly string[] | null
}

/** Bit of each avoidable kind in PlanIndex.kinds. */
export const KIND_BIT: Record<AvoidableKind, number> = Object.fromEntries(AVOIDABLE_KINDS.map((k, i) => [k, 1 << i])) as Record<AvoidableKind, number>

/**
 * Everything about the plan that does not depend on the student, computed once per model version: typed
 * arrays of each programme's predictive centre and scale, 选考 rule, school, place, kinds, tier and
 * standing, the catalogue codes it covers. A student's list then costs arithmetic over these arrays.
 */
export interface PlanIndex {
  size: number
  planYear: number
  forecastYear: number
  firstCutoffYear: number
  lastCutoffYear: number
  planSubjects: readonly string[] | null
  candidates: readonly ListCandidate[]
  position: ReadonlyMap<string, number>
  /** logit-percentile centre and 1/scale; invScale 0 = no prediction. */
  mean: Float64Array
  invScale: Float64Array
  /** 1 when the prediction rests on the programme's own 投档 history, 0 when borrowed from its school (or absent). */
  ownHistory: Uint8Array
  cohortSize: number
  /** Distinct 选考 rules; `rule[i]` indexes them, NO_RULE when the wording could not be parsed. */
  rules: readonly SubjectRule[]
  rule: Uint16Array
  school: Uint32Array
  schoolCodes: readonly string[]
  place: { province: Uint16Array; city: Uint16Array; provinces: readonly string[]; cities: readonly string[] }
  kinds: Uint8Array
  undergraduate: Uint8Array
  unfilledLastYear: Uint8Array
  /** Cutoff rank in the last 投档 year; NaN when the programme had none that year. */
  lastRank: Float64Array
  /** The bottom of the 本科 range (undergradEdge.ts): beyond this rank a list's P(滑档) is told to be a lower bound. */
  undergradEdgeRank: number
  /** The highest 一段 cutoff score of the last three 投档 years; NaN without one. */
  pastScore: Float64Array
  /**
   * 1 for a 专科 programme of the last 一段 投档线: the best 高职 recruit in 一段 (about 2,000 programmes a year,
   * filling down to the line), a place in 一段 for a student whom every 本科 row missed.
   */
  firstVocational: Uint8Array
  /** From this rank on a 一段 list ends in 一段 专科 rows (undergradEdge.ts VOCATIONAL_SHARE). */
  vocationalFromRank: number
  /** The programmes open in each segment: 一段 fills 本科 and the 专科 it listed last year; 二段 fills 专科 and the 本科 places 一段 left over. */
  inSegment: { 一段: Int32Array; 二段: Int32Array }
  tier: Uint8Array
  ruankeRank: Int32Array
  /** 1 for a branch campus (a school of its own standing: no parent's tier or ranking). */
  branch: Uint8Array
  /**
   * Default preference, 0–100: for a programme with a prediction the market's (marketStanding of its
   * predicted cutoff), else its school's tier standing.
   */
  standing: Float32Array
  /** The tier order (school tier, 软科, selectivity), 0–100: the default of a 二段 list, where most programmes have no price. */
  tierStanding: Float32Array
  /** The dearest year in yuan (annualCost: fees abroad and later years' prices included); NaN unknown, Infinity open. */
  tuition: Float64Array
  /** Score limits of the plan note (要求高考外语成绩不低于120分 …), 0 = none; judged against each student's scores. */
  minScore: { chinese: Uint16Array; math: Uint16Array; english: Uint16Array }
  /** A sex the note admits alone (or advises): 0 none, 1 男, 2 女. */
  onlySex: Uint8Array
  /** School level flags for the "only 985 / 211 / 双一流 / 公办" filter: bit 1 public, 2 双一流, 4 211, 8 985. */
  level: Uint8Array
  /** Catalogue code → the programmes covering it and how much (1 major, 0.7 included). */
  coverage: ReadonlyMap<string, { idx: Int32Array; weight: Float32Array }>
  catalogue: CatalogueLookup
  /**
   * One P(admit) table per distinct PIT map of the predictions (the model recalibrates by predicted spread
   * and apart for borrowed estimates); `tableOf[i]` says which is programme i's.
   */
  tables: readonly AdmissionTable[]
  tableOf: Uint8Array
  /** The shared shock of a list's rows (listRho): every list outcome and check integrates over it. */
  grid: ShockGrid
  /** The ρ of `grid`. */
  gridRho: number
  rho: number
}

export const NO_RULE = 0xffff

export const tierIndex = (t: SchoolTier): number => SCHOOL_TIERS.indexOf(t)

function interner() {
  const ids = new Map<string, number>()
  const names: string[] = []
  return {
    id(name: string): number {
      let id = ids.get(name)
      if (id === undefined) {
        id = names.length
        ids.set(name, id)
        names.push(name)
      }
      return id
    },
    names,
  }
}

export function buildPlanIndex(input: PlanIndexInput): PlanIndex {
  const seen = new Set<string>()
  const progs = input.programmes.filter((p) => (seen.has(p.candidate.id) ? false : (seen.add(p.candidate.id), true)))
  const n = progs.length
  const cat = catalogueLookup(input.catalogue)
  const mean = new Float64Array(n)
  const invScale = new Float64Array(n)
  const ownHistory = new Uint8Array(n)
  const rule = new Uint16Array(n)
  const school = new Uint32Array(n)
  const province = new Uint16Array(n)
  const city = new Uint16Array(n)
  const kinds = new Uint8Array(n)
  const undergraduate = new Uint8Array(n)
  const unfilled = new Uint8Array(n)
  const lastRank = new Float64Array(n).fill(NaN)
  const pastScore = new Float64Array(n).fill(NaN)
  const tier = new Uint8Array(n)
  const ruanke = new Int32Array(n).fill(-1)
  const branch = new Uint8Array(n)
  const standing = new Float32Array(n)
  const tierStanding = new Float32Array(n)
  const tuition = new Float64Array(n)
  const level = new Uint8Array(n)
  const minScore = { chinese: new Uint16Array(n), math: new Uint16Array(n), english: new Uint16Array(n) }
  const tableOf = new Uint8Array(n)
  const maps: Array<readonly number[]> = []
  const onlySex = new Uint8Array(n)
  const rules = interner()
  const ruleObjects: SubjectRule[] = []
  const schools = interner()
  const provinces = interner()
  const cities = interner()
  const cover = new Map<string, Array<[number, number]>>()
  const position = new Map<string, number>()
  let cohortSize = 0
  const selectivity = new Float64Array(n).fill(NaN)
  progs.forEach((p, i) => {
    const c = p.candidate
    position.set(c.id, i)
    const pred = c.prediction
    if (pred) {
      mean[i] = pred.mean
      invScale[i] = 1 / pred.scale
      ownHistory[i] = pred.source === 'own' ? 1 : 0
      cohortSize ||= pred.cohortSize
      let t = maps.findIndex((m) => m === pred.pit || (m.length === pred.pit.length && m.every((v, k) => v === pred.pit[k])))
      if (t < 0) t = maps.push(pred.pit) - 1
      tableOf[i] = t
      selectivity[i] = selectivityOf(invLogit(pred.mean))
    }
    if (c.rule) {
      rule[i] = rules.id(`${c.rule.mode}:${c.rule.subjects.join('+')}`)
      ruleObjects[rule[i]] ??= c.rule
    } else rule[i] = NO_RULE
    school[i] = schools.id(c.schoolCode)
    province[i] = provinces.id(c.province)
    city[i] = cities.id(c.city)
    let k = 0
    const coverage = programmeCoverage(p.majorKey, c.note, cat)
    if (p.medical) k |= KIND_BIT.medical
    if (p.teacher) k |= KIND_BIT.teacher
    if (coverage.some((x) => isMinorLanguage(x.code))) k |= KIND_BIT.minorLanguage
    if (p.directed || /定向/.test(c.majorName)) k |= KIND_BIT.directed
    if (isMinorityOnly(c.majorName, c.note)) k |= KIND_BIT.minorityOnly
    // Ruling out 中外合作 rules out every way of studying abroad (2+2, 121, HND, overseas campuses …).
    if (studyAbroadForm(c.majorName, c.note, c.sinoForeign) !== null) k |= KIND_BIT.sinoForeign
    kinds[i] = k
    undergraduate[i] = p.undergraduate ? 1 : 0
    unfilled[i] = p.unfilledLastYear ? 1 : 0
    if (p.lastRank !== null) lastRank[i] = p.lastRank
    if (p.pastScore !== null) pastScore[i] = p.pastScore
    tier[i] = tierIndex(tierOf(p.school, p.undergraduate))
    ruanke[i] = p.school.branch ? -1 : (p.school.ruankeRank ?? -1)
    branch[i] = p.school.branch ? 1 : 0
    // The dearest year, fees abroad included; a year abroad the plan does not price fits no budget.
    const cost = annualCost(c.tuition, c.note)
    tuition[i] = cost.open ? Infinity : (cost.yuan ?? NaN)
    level[i] =
      (p.school.nature !== 'private' ? 1 : 0) |
      (p.school.doubleFirst || p.school.is211 ? 2 : 0) |
      (p.school.is211 || p.school.is985 ? 4 : 0) |
      (p.school.is985 ? 8 : 0)
    for (const j of judgeNote(c.note, { scores: {}, sex: null })) {
      if (j.kind === 'score') minScore[j.subject][i] = Math.max(minScore[j.subject][i], j.min)
      else if (j.kind === 'sex') onlySex[i] = j.allowed === '男' ? 1 : 2
    }
    for (const x of coverage) {
      const list = cover.get(x.code) ?? []
      list.push([i, COVERAGE_WEIGHT[x.kind]])
      cover.set(x.code, list)
    }
  })
  // A programme without a prediction takes its school's median selectivity (0 when the school has none).
  const bySchool = new Map<number, number[]>()
  for (let i = 0; i < n; i++) if (!Number.isNaN(selectivity[i])) (bySchool.get(school[i]) ?? bySchool.set(school[i], []).get(school[i])!).push(selectivity[i])
  for (let i = 0; i < n; i++) {
    let s = selectivity[i]
    if (Number.isNaN(s)) {
      const xs = (bySchool.get(school[i]) ?? []).sort((a, b) => a - b)
      s = xs.length ? xs[xs.length >> 1] : 0
    }
    tierStanding[i] = standingOf(SCHOOL_TIERS[tier[i]], ruanke[i] < 0 ? null : ruanke[i], s)
    standing[i] = invScale[i] !== 0 ? marketStanding(invLogit(mean[i])) : tierStanding[i]
  }
  // A 专科 programme 一段 filed last year (at a rank, or unfilled at the line) recruits in 一段 again.
  const firstVocational = Uint8Array.from(undergraduate, (u, i) => (u === 0 && (lastRank[i] > 0 || unfilled[i] === 1) ? 1 : 0))
  const coverage = new Map([...cover].map(([code, list]) => [code, { idx: Int32Array.from(list, (x) => x[0]), weight: Float32Array.from(list, (x) => x[1]) }]))
  return {
    size: n,
    planYear: input.planYear,
    forecastYear: input.forecastYear,
    firstCutoffYear: input.firstCutoffYear,
    lastCutoffYear: input.lastCutoffYear,
    planSubjects: input.planSubjects,
    candidates: progs.map((p) => p.candidate),
    position,
    mean,
    invScale,
    ownHistory,
    cohortSize: cohortSize || 300000,
    rules: ruleObjects,
    rule,
    school,
    schoolCodes: schools.names,
    place: { province, city, provinces: provinces.names, cities: cities.names },
    kinds,
    undergraduate,
    unfilledLastYear: unfilled,
    lastRank,
    undergradEdgeRank: undergradEdgeRank(lastRank, undergraduate),
    firstVocational,
    vocationalFromRank: undergradEdgeRank(lastRank, undergraduate, VOCATIONAL_SHARE),
    pastScore,
    inSegment: {
      一段: Int32Array.from(progs.keys()).filter((i) => undergraduate[i] === 1 || firstVocational[i] === 1),
      二段: Int32Array.from(progs.keys()).filter((i) => undergraduate[i] === 0 || unfilled[i] === 1),
    },
    tier,
    ruankeRank: ruanke,
    branch,
    standing,
    tierStanding,
    tuition,
    minScore,
    onlySex,
    level,
    coverage,
    catalogue: cat,
    tables: (maps.length > 0 ? maps : [PIT_KNOTS]).map((m) => admissionTable(input.model.df, m)),
    tableOf,
    grid: shockGrid(input.model.df, input.model.listRho ?? LIST_RHO),
    gridRho: input.model.listRho ?? LIST_RHO,
    rho: input.model.rho,
  }
}

/** P(admit) of programme i at x = (z_student − mean) / scale, from its own table. */
export const probabilityAt = (index: PlanIndex, i: number, x: number): number => index.tables[index.tableOf[i]].prob(x)

/** Programme i's threshold in the joint draw of a list (see admissionTable), from its own table. */
export const thresholdAt = (index: PlanIndex, i: number, x: number): number => index.tables[index.tableOf[i]].threshold(x)
