import { DEFAULT_REACH_ROWS } from '@/ports/api/listPrefs'
import { createRng } from '@/core/domain/admission/prng'
import type { StudentSpec } from './studentSpec'

/** The 选考 combinations the backtest's students take: four with 物理, two with 历史. */
export const COMBINATIONS = [
  ['物理', '化学', '生物'],
  ['物理', '化学', '技术'],
  ['物理', '化学', '地理'],
  ['物理', '生物', '思想政治'],
  ['历史', '思想政治', '地理'],
  ['历史', '地理', '生物'],
] as const

export const PROFILES = ['default', 'major', 'province', 'avoid'] as const
export type Profile = (typeof PROFILES)[number]

/** Wanted 专业类 a student of each kind might name (codes of the 2025 catalogue). */
const SCIENCE_MAJORS = ['0809', '0807', '0802', '0806', '1007', '0202', '1202', '0710', '0703', '0801']
const HUMANITIES_MAJORS = ['0301', '0501', '0202', '1202', '0401', '0503', '0302', '1204']

export interface SyntheticStudent extends StudentSpec {
  profile: Profile
}

/**
 * `count` students with ranks spread evenly from 1,000 to the 一段 line's rank (jittered, so no two runs of
 * bands line up with a grid), each with a 选考 combination and one preference profile in turn: the form's
 * defaults; 专业优先 with one or two 专业类; 浙江 (or 上海, 江苏) wanted; 医学 and 师范 (or 小语种) ruled out.
 */
export function syntheticStudents(count: number, lineRank: number, seed = 2027): SyntheticStudent[] {
  const rng = createRng(seed)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng.next() * xs.length)]
  return Array.from({ length: count }, (_, k) => {
    const rank = Math.round(1000 + ((k + rng.next()) / count) * (lineRank - 1000))
    const subjects = [...COMBINATIONS[k % COMBINATIONS.length]]
    const profile = PROFILES[Math.floor(k / COMBINATIONS.length) % PROFILES.length]
    const pool = subjects.includes('物理') ? SCIENCE_MAJORS : HUMANITIES_MAJORS
    const first = pick(pool)
    const majors = profile !== 'major' ? [] : rng.next() < 0.5 ? [first] : [first, pick(pool.filter((m) => m !== first))]
    return {
      id: `s${k + 1}`,
      rank,
      subjects,
      batch: '一段',
      priority: profile === 'major' ? 'major' : 'school',
      majors,
      provinces: profile === 'province' ? [rng.next() < 0.7 ? '浙江' : pick(['上海', '江苏'])] : [],
      onlyProvinces: false,
      avoid: profile === 'avoid' ? (rng.next() < 0.7 ? ['医学', '师范'] : ['小语种']) : [],
      allow: [],
      rows: 80,
      reachRows: DEFAULT_REACH_ROWS,
      maxSlipRisk: 0.01,
      vocational: true,
      profile,
    }
  })
}
