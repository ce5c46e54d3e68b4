import { MAX_REACH_SHARE } from '@/ports/api/listPrefs'
import { BAND_THRESHOLDS } from './admitProbability'

/**
 * A list's chance ladder: its 冲 rows spread over P 5–50 % (REACH_SPACING), its 稳 rows evenly over 50–99 % and its 保 rows
 * over 99 % and up (evenly in log(1 − P): 99 %, 99.5 %, 99.8 % …), one row per rung. Programmes on one rung
 * stand level in the market (the same chance, the same predicted cutoff give or take how uncertain it is), so a
 * rung takes the one that meets most of the student's wishes, then one by a fixed shuffle that favours no region
 * or kind: preferring the larger utility there preferred the less certain forecast, and took every 冲 from
 * small remote programmes and half the 保 rows from large 浙江 ones. A list so built climbs evenly from safe to
 * ambitious, and looks like the student's pool. Chosen by
 * what came true, not by the model's own numbers (npm run backtest:lists): a portfolio optimiser that
 * trusted the model's near-independence of programmes filled 稳 with sixty coin flips at 50–57 % and kept four
 * 保 rows; in a hot year they fail together.
 */
export const PARTS = [
  { from: BAND_THRESHOLDS.chong, to: BAND_THRESHOLDS.wen },
  { from: BAND_THRESHOLDS.wen, to: BAND_THRESHOLDS.bao },
  { from: BAND_THRESHOLDS.bao, to: 0.9999 },
] as const

/**
 * 冲 rungs crowd toward the long shots (P = 5 % + 45 % · (r/n)^1.6): in the list backtest, lists whose reaches
 * stretched further landed students on more sought-after programmes (evenly spaced: 0.940 of the student's
 * own rank at the median; this: 0.930; 2.2: 0.931), with no more 滑档, the rows below still catching them.
 */
export const REACH_SPACING = 1.6

/** Share of a list's rows that are 保 (the community's 2 : 5 : 3 health check of 冲 : 稳 : 保). */
export const SAFETY_SHARE = 0.3

/** A rung: P from `from` (inclusive) up to the next rung's `from`. */
export type Rung = number

const partOfRung = (from: number): number => (from >= PARTS[2].from ? 2 : from >= PARTS[1].from ? 1 : 0)

/** Rows per part for a list of `rows` with `reach` 冲 rows asked for (at most half the list). */
export function partRows(rows: number, reach: number): [number, number, number] {
  const chong = Math.max(0, Math.min(reach, Math.floor(rows * MAX_REACH_SHARE)))
  const bao = Math.min(rows - chong, Math.round(rows * SAFETY_SHARE))
  return [chong, rows - chong - bao, bao]
}

/** The rungs' lower P edges, riskiest first: `n` per part, crowding toward the long shots (冲), evenly in P (稳) or in log(1 − P) (保). */
export function rungsOf(parts: readonly number[]): Rung[] {
  const out: number[] = []
  parts.forEach((n, k) => {
    const { from, to } = PARTS[k]
    for (let r = 0; r < n; r++)
      out.push(
        k === 0
          ? from + (to - from) * Math.pow(r / n, REACH_SPACING)
          : k === 1
            ? from + ((to - from) * r) / n
            : 1 - (1 - from) * Math.pow((1 - to) / (1 - from), r / n),
      )
  })
  return out
}

export interface LadderInput {
  /** Candidates (index positions) with their P and utility over the whole index. */
  pool: ArrayLike<number>
  probability: ArrayLike<number>
  utility: ArrayLike<number>
  school: ArrayLike<number>
  /** Wanted majors a candidate counts for (bit t), and how many rows each may take. */
  targets: ArrayLike<number>
  capacity: readonly number[]
  /** Lower P edge of each rung, ascending (rungsOf). */
  rungs: readonly Rung[]
  maxPerSchool: number
  /** How many of the student's wishes a candidate meets (a wanted major, a wanted place): what a rung compares. */
  wish: ArrayLike<number>
  /** Rows each school already has in the list (from an earlier ladder of it). */
  schoolRows?: ReadonlyMap<number, number>
}

/**
 * Fills the ladder: each rung takes its best-wished candidate (at most `maxPerSchool` rows of a school in the
 * list, a wanted major only while it has room), from the riskiest rung to the safest, a rung with none
 * passing its row on to the next safer one; rows still free go to the safest candidates left. Candidates
 * below the first rung are not taken. Returns the chosen rows (unordered) and the wanted major each counts
 * for (−1 none).
 */
export function pickLadder(x: LadderInput): { rows: number[]; counted: number[] } {
  const rungs = x.rungs
  const byRung: number[][] = rungs.map(() => [])
  for (let k = 0; k < x.pool.length; k++) {
    const p = x.probability[x.pool[k]]
    if (rungs.length === 0 || !(p >= rungs[0])) continue
    let lo = 0
    let hi = rungs.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (rungs[mid] <= p) lo = mid
      else hi = mid - 1
    }
    byRung[lo].push(x.pool[k])
  }
  // Candidates on one rung stand level in the market; the student's wishes tell them apart, then a fixed shuffle.
  const shuffle = (i: number) => Math.imul(i + 1, 2654435761) >>> 0
  const liked = (a: number, b: number) => x.wish[b] - x.wish[a] || shuffle(a) - shuffle(b) || a - b
  const perSchool = new Map<number, number>(x.schoolRows ?? [])
  const left = [...x.capacity]
  // Each wanted major's rows are shared out over the parts as the rungs are (6 of 计算机类 in a list of 24 冲,
  // 32 稳, 24 保: 2, 2 and 2), so a count smaller than the list does not all go to the riskiest rungs.
  const partSizes = [0, 1, 2].map((p) => rungs.filter((r) => partOfRung(r) === p).length)
  const partLeft = partSizes.map((n, p) =>
    x.capacity.map((c) =>
      Number.isFinite(c)
        ? Math.round((c * partSizes.slice(0, p + 1).reduce((a, b) => a + b, 0)) / Math.max(rungs.length, 1)) -
          Math.round((c * partSizes.slice(0, p).reduce((a, b) => a + b, 0)) / Math.max(rungs.length, 1))
        : c,
    ),
  )
  let part: number | null = null
  const rows: number[] = []
  const counted: number[] = []
  const taken = new Set<number>()
  const take = (i: number): boolean => {
    if (taken.has(i) || (perSchool.get(x.school[i]) ?? 0) >= x.maxPerSchool) return false
    const mask = x.targets[i]
    let t = -1
    if (mask !== 0) {
      t = left.findIndex((n, k) => n > 0 && (part === null || partLeft[part][k] > 0) && (mask & (1 << k)) !== 0)
      if (t < 0) return false
    }
    if (t >= 0) {
      left[t]--
      if (part !== null) partLeft[part][t]--
    }
    perSchool.set(x.school[i], (perSchool.get(x.school[i]) ?? 0) + 1)
    taken.add(i)
    rows.push(i)
    counted.push(t)
    return true
  }
  // A rung with no candidate passes its row to the next safer rung of its part; what a part cannot place
  // goes to the part's candidates not yet taken (best-wished first), then on to the next part.
  let carry = 0
  byRung.forEach((candidates, r) => {
    part = partOfRung(rungs[r])
    let want = 1 + carry
    for (const i of candidates.sort(liked)) {
      if (want === 0) break
      if (take(i)) want--
    }
    carry = want
    if (carry > 0 && (r === rungs.length - 1 || partOfRung(rungs[r + 1]) !== part)) {
      const rest = byRung.flatMap((c, q) => (partOfRung(rungs[q]) === part ? c : [])).sort(liked)
      for (const i of rest) {
        if (carry === 0) break
        if (take(i)) carry--
      }
    }
  })
  const total = rungs.length
  part = null
  if (rows.length < total) {
    const rest = Array.from(x.pool).filter((i) => !taken.has(i) && x.probability[i] >= rungs[0])
    rest.sort((a, b) => x.probability[b] - x.probability[a] || liked(a, b))
    for (const i of rest) {
      if (rows.length >= total) break
      take(i)
    }
  }
  return { rows, counted }
}
