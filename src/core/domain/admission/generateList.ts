import { isEligible } from '../subjectRequirement'
import { rankToZ } from './cohort'
import { admitProbability, bandOf, BAND_THRESHOLDS, type Band } from './admitProbability'
import { MAX_VOLUNTEERS, type ListCandidate, type ListRow, type StudentProfile } from './listTypes'
import { smallestK } from './smallestK'
import { simulateList, type ListSimulation } from './simulateList'

export interface GenerateOptions {
  /** At most 80 (the segment's limit). */
  maxRows?: number
  /** Majors the student wants (catalogue names or parts of names); matching programmes rank higher. */
  targetMajors?: readonly string[]
  /** Provinces the student prefers (e.g. 浙江); matching programmes rank higher. */
  targetProvinces?: readonly string[]
  /** Budget: the highest tuition per year the family accepts. */
  maxTuition?: number | null
  excludeSinoForeign?: boolean
  /** The 滑档 risk the list must stay under; shown to the user. */
  maxSlipRisk?: number
  /** Share of 冲 / 稳 / 保 rows before safety is added (the community's 2 : 5 : 3). */
  mix?: { chong: number; wen: number; bao: number }
  /** At most this many rows from one school, so one school's bad year cannot sink the list. */
  maxPerSchool?: number
  samples?: number
  seed?: number
  rho?: number
}

export const DEFAULT_MAX_SLIP_RISK = 0.01
export const DEFAULT_MIX = { chong: 0.2, wen: 0.5, bao: 0.3 } as const

export interface GeneratedList {
  rows: ListRow[]
  simulation: ListSimulation
  maxSlipRisk: number
  /** False when even the safest eligible programmes could not bring 滑档 under the target. */
  metRiskTarget: boolean
  /** How many programmes each filter removed, for the "why not X" question. */
  excluded: { ineligible: number; unparsedRule: number; overBudget: number; sinoForeign: number; noPrediction: number; tooHard: number }
}

/** Plain code-unit order: localeCompare is far too slow for sorting 20,000 programmes. */
const byId = (x: { id: string }, y: { id: string }): number => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0)

const BAND_AIM: Record<Exclude<Band, 'no'>, number> = { chong: 0.33, wen: 0.65, bao: 0.9 }

function preferenceOf(c: ListCandidate, majors: readonly string[], provinces: readonly string[]): number {
  const major = majors.some((m) => m !== '' && (c.majorName.includes(m) || m.includes(c.majorName.replace(/\(.*$/, ''))))
  const province = provinces.some((p) => p !== '' && (c.province.includes(p) || p.includes(c.province)))
  return (major ? 2 : 0) + (province ? 1 : 0)
}

/**
 * One-click list: up to 80 eligible programmes, ordered 冲 → 稳 → 保 by probability, filled to the mix,
 * then made safer (the least useful reach rows give way to the safest unused programmes) until the
 * simulated 滑档 risk is under `maxSlipRisk`.
 */
export function generateList(candidates: readonly ListCandidate[], student: StudentProfile, opts: GenerateOptions = {}): GeneratedList {
  const maxRows = Math.min(MAX_VOLUNTEERS, Math.max(1, opts.maxRows ?? MAX_VOLUNTEERS))
  const maxSlipRisk = opts.maxSlipRisk ?? DEFAULT_MAX_SLIP_RISK
  const mix = opts.mix ?? DEFAULT_MIX
  const perSchool = opts.maxPerSchool ?? 6
  const majors = opts.targetMajors ?? []
  const provinces = opts.targetProvinces ?? []
  const excluded = { ineligible: 0, unparsedRule: 0, overBudget: 0, sinoForeign: 0, noPrediction: 0, tooHard: 0 }
  const n = candidates.length
  const probability = new Float64Array(n)
  const pref = new Int8Array(n)
  const pool: number[] = []
  const seen = new Set<string>()
  // Rules repeat across thousands of programmes; decide each distinct rule once.
  const eligibleByRule = new Map<string, boolean>()
  const eligible = (c: ListCandidate): boolean => {
    const key = `${c.rule!.mode}:${c.rule!.subjects.join('+')}`
    let ok = eligibleByRule.get(key)
    if (ok === undefined) eligibleByRule.set(key, (ok = isEligible(c.rule!, student.subjects)))
    return ok
  }
  const zStudent = new Map<number, number>()
  const withPreferences = majors.length + provinces.length > 0
  for (let i = 0; i < n; i++) {
    const c = candidates[i]
    if (seen.has(c.id)) continue
    seen.add(c.id)
    if (!c.rule) excluded.unparsedRule++
    else if (!eligible(c)) excluded.ineligible++
    else if (opts.maxTuition != null && (c.tuition === null || c.tuition > opts.maxTuition)) excluded.overBudget++
    else if (opts.excludeSinoForeign && c.sinoForeign) excluded.sinoForeign++
    else if (!c.prediction) excluded.noPrediction++
    else {
      const p = c.prediction
      let z = zStudent.get(p.cohortSize)
      if (z === undefined) zStudent.set(p.cohortSize, (z = rankToZ(student.rank, p.cohortSize)))
      // Cheap screen before the CDF: far beyond the centre the probability is certainly under 冲.
      const prob = (z - p.mean) / p.scale > 12 ? 0 : admitProbability(student.rank, p)
      if (prob < BAND_THRESHOLDS.chong) {
        excluded.tooHard++
        continue
      }
      probability[i] = prob
      pref[i] = withPreferences ? preferenceOf(c, majors, provinces) : 0
      pool.push(i)
    }
  }
  const rowOf = (i: number): ListRow => ({ ...candidates[i], probability: probability[i], band: bandOf(probability[i]), preferred: pref[i] > 0 })
  // Per band, only the best few hundred by (preference, closeness to the band's aim) can ever be used.
  const shortlist = (band: Exclude<Band, 'no'>) =>
    smallestK(pool.filter((i) => bandOf(probability[i]) === band), (i) => -10 * pref[i] + Math.abs(probability[i] - BAND_AIM[band]), 4 * maxRows + 100).map(rowOf)
  const byBand = { chong: shortlist('chong'), wen: shortlist('wen'), bao: shortlist('bao') }
  const chosen = new Map<string, ListRow>()
  const schoolCount = new Map<string, number>()
  const take = (r: ListRow): boolean => {
    if (chosen.has(r.id) || (schoolCount.get(r.schoolCode) ?? 0) >= perSchool || chosen.size >= maxRows) return false
    chosen.set(r.id, r)
    schoolCount.set(r.schoolCode, (schoolCount.get(r.schoolCode) ?? 0) + 1)
    return true
  }
  const quota = { chong: Math.round(maxRows * mix.chong), bao: Math.round(maxRows * mix.bao), wen: 0 }
  quota.wen = maxRows - quota.chong - quota.bao
  for (const band of ['bao', 'wen', 'chong'] as const) {
    let n = 0
    for (const r of byBand[band]) if (n < quota[band] && take(r)) n++
  }
  // Places a band could not fill go to the safer bands first.
  for (const band of ['wen', 'bao', 'chong'] as const) for (const r of byBand[band]) take(r)
  let safest: ListRow[] | null = null
  const simOpts = { samples: Math.min(opts.samples ?? 20000, 4000), seed: opts.seed ?? 1, rho: opts.rho }
  const ordered = () => [...chosen.values()].sort((x, y) => x.probability - y.probability || byId(x, y))
  let rows = ordered()
  let sim = simulateList(rows.map((r) => r.prediction), student.rank, simOpts)
  for (let guard = 0; sim.slip > maxSlipRisk && guard < 40; guard++) {
    safest ??= smallestK(pool, (i) => -probability[i], 2 * maxRows + 100).map(rowOf)
    const add = safest.find((r) => !chosen.has(r.id) && (schoolCount.get(r.schoolCode) ?? 0) < perSchool)
    if (!add) break
    if (chosen.size >= maxRows) {
      // Drop the least useful row: the reach with the lowest probability, a non-preferred one first.
      const victim = [...chosen.values()].filter((r) => r.probability < add.probability).sort((x, y) => Number(x.preferred) - Number(y.preferred) || x.probability - y.probability)[0]
      if (!victim) break
      chosen.delete(victim.id)
      schoolCount.set(victim.schoolCode, schoolCount.get(victim.schoolCode)! - 1)
    }
    take(add)
    rows = ordered()
    sim = simulateList(rows.map((r) => r.prediction), student.rank, simOpts)
  }
  const final = simulateList(rows.map((r) => r.prediction), student.rank, { ...simOpts, samples: opts.samples ?? 20000 })
  return { rows, simulation: final, maxSlipRisk, metRiskTarget: final.slip <= maxSlipRisk, excluded }
}
