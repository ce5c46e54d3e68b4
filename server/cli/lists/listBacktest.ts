import { partOf } from '@/core/domain/admission/buildList'
import { filedRow } from '@/core/domain/admission/filedRow'
import type { PlanIndex } from '@/core/domain/admission/planIndex'
import type { StudentView } from '@/core/domain/admission/studentView'
import type { Truth } from './sourceAsOf'

/** A list as the backtest sees it: index positions in list order, the model's P per row and P(滑档) (null for a rule without them). */
export interface JudgedList {
  rows: readonly number[]
  probability: ReadonlyArray<number | null>
  slip: number | null
  /** The model's P(filed at row i), when the list has it. */
  filed: ArrayLike<number> | null
  /** The model's P(no 本科 row admits): P(滑档) of the list's 本科 rows alone (null for a rule without it). */
  undergradSlip: number | null
}

/** Where one student landed with one list in the real year. */
export interface Landing {
  rank: number
  rows: number
  /** Row filed at (0-based), −1 for 滑档. */
  filed: number
  /** The list's part (0 冲, 1 稳, 2 保) of the row filed at, by the model's P; −1 for 滑档 or no P. */
  filedPart: number
  /** The model's P(filed in 冲 / 稳 / 保) of the list; null for a rule without probabilities. */
  partPredicted: [number, number, number] | null
  slip: number | null
  /** Filed at a 本科 row (not at a 一段 专科 row of the insurance, nor 滑档). */
  undergrad: boolean
  undergradSlip: number | null
  /**
   * Whether any programme the student could have listed (eligible, by their 选考 and avoided kinds) admitted
   * them that year: a 滑档 without one is the candidates' limit (no list of them could have helped), not the list's.
   */
  admitterExisted: boolean
  /** The admitted programme's real cutoff rank that year: the price Zhejiang students paid for it. */
  admittedCutoff: number | null
  /** The admitted programme's latest cutoff rank known when the list was built: how sought-after it was (null: no history). */
  admittedLast: number | null
  /** The student named wanted majors; whether the programme filed at is one of them. */
  wantedMajor: boolean | null
  /** Each row's model P, whether its real cutoff admitted the student, and whether the P rests on its own history. */
  rowChecks: Array<{ p: number; admitted: boolean; own: boolean }>
}

/** Files the student at the first row whose real cutoff admits them; rows the real year does not list never admit. */
export function judgeList(index: PlanIndex, view: StudentView, truth: Truth, rank: number, list: JudgedList): Landing {
  const cutoffs = list.rows.map((i) => truth.get(index.candidates[i].id) ?? NaN)
  const filed = filedRow(cutoffs, rank)
  const at = filed >= 0 ? list.rows[filed] : -1
  const partAt = (k: number) => {
    const p = list.probability[k]
    return p === null ? -1 : partOf(p)
  }
  let partPredicted: [number, number, number] | null = null
  if (list.filed) {
    partPredicted = [0, 0, 0]
    for (let k = 0; k < list.rows.length; k++) if (partAt(k) >= 0) partPredicted[partAt(k)] += list.filed[k]
  }
  return {
    rank,
    rows: list.rows.length,
    filed,
    filedPart: filed >= 0 ? partAt(filed) : -1,
    partPredicted,
    slip: list.slip,
    undergrad: at >= 0 && index.undergraduate[at] === 1,
    undergradSlip: list.undergradSlip,
    admitterExisted: anyAdmits(index, view, truth, rank),
    admittedCutoff: filed >= 0 ? cutoffs[filed] : null,
    admittedLast: at >= 0 ? lastKnownRank(index, at) : null,
    wantedMajor: view.hasTargets ? at >= 0 && view.targetMask[at] !== 0 : null,
    rowChecks: list.rows.flatMap((i, k) => {
      const p = list.probability[k]
      if (p === null || Number.isNaN(cutoffs[k])) return []
      return [{ p, admitted: cutoffs[k] >= rank, own: index.candidates[i].prediction?.source === 'own' }]
    }),
  }
}

function anyAdmits(index: PlanIndex, view: StudentView, truth: Truth, rank: number): boolean {
  for (const i of view.eligible) if ((truth.get(index.candidates[i].id) ?? -Infinity) >= rank) return true
  return false
}

function lastKnownRank(index: PlanIndex, i: number): number | null {
  const used = index.candidates[i].prediction?.used
  return used && used.length > 0 ? used[used.length - 1].rank : null
}

/** Rank bands of the report; the last touches the 一段 line. */
export const RANK_BANDS = [1000, 10000, 30000, 60000, 100000, 140000, 170000] as const

export function bandOf(rank: number): string {
  let k = RANK_BANDS.length - 1
  while (k > 0 && rank < RANK_BANDS[k]) k--
  return `${fmtK(RANK_BANDS[k])}–${k + 1 < RANK_BANDS.length ? fmtK(RANK_BANDS[k + 1]) : '一段线'}`
}

const fmtK = (n: number): string => (n >= 1000 ? `${Math.round(n / 1000)}k` : String(n))

export interface Summary {
  students: number
  slipRealized: number
  /** Share of students who slipped although a programme they could have listed admitted them (the list's own 滑档). */
  slipAvoidable: number
  slipPredicted: number | null
  /** Share admitted to a 本科 programme: realized, and as the model predicted (null without). */
  undergradRealized: number
  undergradPredicted: number | null
  rowsMedian: number
  landingRowMedian: number | null
  /** Share of students with wanted majors who landed in one (null: none had wanted majors). */
  wantedMajor: number | null
  /** Median of the admitted programme's latest known cutoff rank / the student's rank (smaller = more sought-after; 滑档 counts as the worst). */
  lastRatioMedian: number | null
  /** Median of the admitted programme's real cutoff rank that year / the student's rank (≥ 1: how much rank was left unused). */
  cutoffRatioMedian: number | null
  /** Share of students filed in the list's 冲, 稳 and 保 rows: realized, and as the model predicted (null without). */
  partRealized: [number, number, number]
  partPredicted: [number, number, number] | null
}

const median = (xs: number[]): number | null => {
  if (xs.length === 0) return null
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

export function summarize(ls: readonly Landing[]): Summary {
  const filed = ls.filter((l) => l.filed >= 0)
  const withTargets = ls.filter((l) => l.wantedMajor !== null)
  const predicted = ls.filter((l) => l.slip !== null)
  return {
    students: ls.length,
    slipRealized: ls.length ? (ls.length - filed.length) / ls.length : 0,
    slipAvoidable: ls.length ? ls.filter((l) => l.filed < 0 && l.admitterExisted).length / ls.length : 0,
    slipPredicted: predicted.length ? predicted.reduce((s, l) => s + l.slip!, 0) / predicted.length : null,
    undergradRealized: ls.length ? ls.filter((l) => l.undergrad).length / ls.length : 0,
    undergradPredicted: ls.length && ls.every((l) => l.undergradSlip !== null) ? 1 - ls.reduce((s, l) => s + l.undergradSlip!, 0) / ls.length : null,
    rowsMedian: median(ls.map((l) => l.rows)) ?? 0,
    landingRowMedian: median(filed.map((l) => l.filed + 1)),
    wantedMajor: withTargets.length ? withTargets.filter((l) => l.wantedMajor).length / withTargets.length : null,
    // 滑档 is the worst outcome, not a missing one: a list that drops its marginal students must not look better for it.
    lastRatioMedian: median(ls.flatMap((l) => (l.filed < 0 ? [Infinity] : l.admittedLast === null ? [] : [l.admittedLast / l.rank]))),
    cutoffRatioMedian: median(filed.map((l) => l.admittedCutoff! / l.rank)),
    partRealized: [0, 1, 2].map((k) => (ls.length ? ls.filter((l) => l.filedPart === k).length / ls.length : 0)) as [number, number, number],
    partPredicted:
      predicted.length && ls.every((l) => l.partPredicted)
        ? ([0, 1, 2].map((k) => ls.reduce((s, l) => s + l.partPredicted![k], 0) / ls.length) as [number, number, number])
        : null,
  }
}

/** Chosen rows' calibration: model P against how often the real cutoff admitted, by P bin and by the P's source. */
export const P_BINS = [0, 0.15, 0.5, 0.9, 0.99, 1.0000001] as const

export function rowCalibration(
  ls: readonly Landing[],
): Array<{ bin: string; own: { n: number; p: number; hit: number }; borrowed: { n: number; p: number; hit: number } }> {
  return P_BINS.slice(0, -1).map((lo, b) => {
    const hi = P_BINS[b + 1]
    const cell = (own: boolean) => {
      let n = 0
      let p = 0
      let hit = 0
      for (const l of ls)
        for (const r of l.rowChecks)
          if (r.own === own && r.p >= lo && r.p < hi) {
            n++
            p += r.p
            if (r.admitted) hit++
          }
      return { n, p: n ? p / n : 0, hit: n ? hit / n : 0 }
    }
    return { bin: `${lo}–${Math.min(hi, 1)}`, own: cell(true), borrowed: cell(false) }
  })
}
