import type { ListSummary } from './memberSummary'
import { MIN_GROUP, suppressSmall } from './suppressSmall'

/** Rank bands of Zhejiang's cohort (about 290,000 above the 二段 line; the 一段 line near 185,000; 特控 near 62,000). */
export const RANK_BUCKETS = [
  { from: 1, to: 5000 },
  { from: 5001, to: 20000 },
  { from: 20001, to: 60000 },
  { from: 60001, to: 120000 },
  { from: 120001, to: 185000 },
  { from: 185001, to: null },
] as const

/** List lengths (rows) a family would tell apart: a start, half a list, nearly full, full. */
export const ROW_BUCKETS = [
  { from: 1, to: 20 },
  { from: 21, to: 40 },
  { from: 41, to: 79 },
  { from: 80, to: 80 },
] as const

/** P(滑档) bands: the default ceiling is 1 %. */
export const SLIP_BUCKETS = [
  { from: 0, to: 0.01 },
  { from: 0.01, to: 0.05 },
  { from: 0.05, to: 0.2 },
  { from: 0.2, to: 1 },
] as const

/** One student with a list, as the cohort counts them: rank, the summary, and what they listed (codes and names only). */
export interface CohortMember {
  rank: number | null
  summary: ListSummary
  /** Distinct 院校代号 on the list. */
  schools: readonly string[]
  /** Distinct major names on the list (without the bracketed notes). */
  majors: readonly string[]
}

export interface Bucket {
  from: number
  to: number | null
  /** Null: fewer than MIN_GROUP students (or hidden so that such a count cannot be worked out). */
  count: number | null
}

/** The cohort's planning in aggregate: nothing about fewer than MIN_GROUP students. */
export interface CohortFigures {
  /** Students with a list; null below MIN_GROUP (then every other figure is empty). */
  students: number | null
  ranks: Bucket[]
  rows: Bucket[]
  /** Students whose list has a P(滑档) (一段 with a rank), and how many in each band. */
  withOutcome: number | null
  slip: Bucket[]
  /** Share of all listed rows in each band (冲/稳/保/不建议/unknown), from lists with a band. */
  bandShare: { chong: number; wen: number; bao: number; no: number; unknown: number } | null
  medianRows: number | null
  medianSlip: number | null
  /** Students whose P(滑档) is above 5 %: the share of those with an outcome. */
  atRisk: number | null
  /** The most-listed schools and majors, each listed by at least MIN_GROUP students. */
  topSchools: Array<{ code: string; students: number }>
  topMajors: Array<{ name: string; students: number }>
}

/** A major's name as families say it: without the bracketed notes (中外合作, 校区, 试验班 parts). */
export const majorBase = (name: string): string => name.replace(/[（(].*$/, '').trim() || name.trim()

export const AT_RISK = 0.05

const median = (xs: number[]): number | null => {
  if (xs.length === 0) return null
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

function bucketsOf<B extends { from: number; to: number | null }>(
  defs: readonly B[],
  values: readonly number[],
  inside: (v: number, b: B) => boolean,
): Bucket[] {
  const counts = defs.map((b) => values.filter((v) => inside(v, b)).length)
  const shown = suppressSmall(counts)
  return defs.map((b, i) => ({ from: b.from, to: b.to, count: shown[i] }))
}

function top<K>(members: readonly CohortMember[], keys: (m: CohortMember) => readonly K[], limit: number): Array<{ key: K; students: number }> {
  const count = new Map<K, number>()
  for (const m of members) for (const k of new Set(keys(m))) count.set(k, (count.get(k) ?? 0) + 1)
  return [...count]
    .filter(([, n]) => n >= MIN_GROUP)
    .sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])))
    .slice(0, limit)
    .map(([key, students]) => ({ key, students }))
}

const EMPTY: CohortFigures = {
  students: null,
  ranks: [],
  rows: [],
  withOutcome: null,
  slip: [],
  bandShare: null,
  medianRows: null,
  medianSlip: null,
  atRisk: null,
  topSchools: [],
  topMajors: [],
}

/**
 * The figures the cohort page shows, from every student with a list. Below MIN_GROUP students nothing is
 * shown; every bucket count of 1–9 is hidden (suppressSmall); a median or share needs MIN_GROUP students
 * behind it; a school or major appears only when MIN_GROUP students listed it.
 */
export function cohortAggregate(members: readonly CohortMember[], topN = 10): CohortFigures {
  const listed = members.filter((m) => m.summary.rows > 0)
  if (listed.length < MIN_GROUP) return EMPTY
  const ranks = listed.flatMap((m) => (m.rank !== null && m.rank > 0 ? [m.rank] : []))
  const slips = listed.flatMap((m) => (m.summary.slip !== null ? [m.summary.slip] : []))
  const enoughSlips = slips.length >= MIN_GROUP
  const totals = { chong: 0, wen: 0, bao: 0, no: 0, unknown: 0 }
  for (const m of listed) for (const k of Object.keys(totals) as Array<keyof typeof totals>) totals[k] += m.summary.bands[k]
  const all = Object.values(totals).reduce((s, x) => s + x, 0)
  return {
    students: listed.length,
    ranks: ranks.length >= MIN_GROUP ? bucketsOf(RANK_BUCKETS, ranks, (v, b) => v >= b.from && (b.to === null || v <= b.to)) : [],
    rows: bucketsOf(
      ROW_BUCKETS,
      listed.map((m) => m.summary.rows),
      (v, b) => v >= b.from && v <= b.to,
    ),
    withOutcome: enoughSlips ? slips.length : null,
    // A band holds from ≤ p < to; the last one includes 100 %.
    slip: enoughSlips ? bucketsOf(SLIP_BUCKETS, slips, (v, b) => v >= b.from && (v < b.to || (b.to === 1 && v <= 1))) : [],
    bandShare: all > 0 ? { chong: totals.chong / all, wen: totals.wen / all, bao: totals.bao / all, no: totals.no / all, unknown: totals.unknown / all } : null,
    medianRows: median(listed.map((m) => m.summary.rows)),
    medianSlip: enoughSlips ? median(slips) : null,
    atRisk: enoughSlips ? slips.filter((s) => s > AT_RISK).length / slips.length : null,
    topSchools: top(listed, (m) => m.schools, topN).map((x) => ({ code: x.key, students: x.students })),
    topMajors: top(listed, (m) => m.majors, topN).map((x) => ({ name: x.key, students: x.students })),
  }
}
