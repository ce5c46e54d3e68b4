import { admitAt, type ShockGrid } from './shockGrid'

/**
 * Which programmes to list, as a portfolio choice. In 平行志愿 the student is filed at the first listed
 * programme whose cutoff they beat, so with rows in the student's preference order the outcome is the best
 * programme that admits them, and the list's value is E[utility of where they land] (slipping counts
 * `slipUtility`, a large negative number). That objective is the expected maximum of the chosen rows'
 * (utility × admitted), a submodular function of the set, and greedy marginal improvement is the optimal
 * rule for independent chances (Chade & Smith, "Simultaneous Search", Econometrica 2006). Chances here
 * are independent given the year's shared shock, so every gain is computed exactly on the shock's
 * quadrature nodes; gains only shrink as rows are added, so a lazy greedy re-evaluates only the front.
 */
export interface PortfolioProblem {
  /** Candidates 0 … count−1. */
  count: number
  utility: ArrayLike<number>
  /** Marginal admission probability: the exact gain of a candidate on an empty list is p·(u − slipUtility). */
  probability: ArrayLike<number>
  /** Joint threshold of candidate j (see admissionTable); called once per candidate evaluated. */
  threshold(j: number): number
  /** Candidates of one group (school) share a cap. */
  group: ArrayLike<number>
  maxPerGroup: number
  /** Targets a candidate may count against (bit t = target t); 0 = none. Each target takes at most capacity[t] rows. */
  targets: ArrayLike<number>
  capacity: readonly number[]
  maxRows: number
  slipUtility: number
  /** Stop when no candidate adds at least this much expected utility. */
  minGain: number
  /**
   * A row the search would reach with less than this chance takes a place for nothing, so it is worth
   * nothing — unless P(滑档) is still above `slipCeiling`, when the tail rows are what brings it down.
   */
  neverReached: number
  slipCeiling: number
  grid: ShockGrid
}

export interface PortfolioResult {
  /** Chosen candidates in list order (utility descending, ties by candidate number). */
  chosen: number[]
  /** The target each chosen row counts against (−1 none), parallel to `chosen`. */
  countedAs: number[]
  /** Why it stopped: the row limit, no gain left, or no candidate left. */
  stop: 'rows' | 'gain' | 'pool'
}

/** Max-heap of (bound, candidate) pairs in two typed arrays. */
class BoundHeap {
  private key: Float64Array
  private val: Int32Array
  size = 0
  constructor(capacity: number) {
    this.key = new Float64Array(capacity)
    this.val = new Int32Array(capacity)
  }
  push(k: number, v: number) {
    let i = this.size++
    while (i > 0) {
      const p = (i - 1) >> 1
      if (this.key[p] >= k) break
      this.key[i] = this.key[p]
      this.val[i] = this.val[p]
      i = p
    }
    this.key[i] = k
    this.val[i] = v
  }
  topKey(): number {
    return this.size > 0 ? this.key[0] : -Infinity
  }
  pop(): number {
    const top = this.val[0]
    const k = this.key[--this.size]
    const v = this.val[this.size]
    let i = 0
    for (;;) {
      let c = 2 * i + 1
      if (c >= this.size) break
      if (c + 1 < this.size && this.key[c + 1] > this.key[c]) c++
      if (this.key[c] <= k) break
      this.key[i] = this.key[c]
      this.val[i] = this.val[c]
      i = c
    }
    this.key[i] = k
    this.val[i] = v
    return top
  }
}

/** See optimizeList: a step may take a candidate whose gain is within this share of the best. */
export const LAZY_TOLERANCE = 0.05

export function optimizeList(pb: PortfolioProblem): PortfolioResult {
  const g = pb.grid
  const K = g.size
  const chances = new Map<number, Float64Array>()
  const chancesOf = (j: number): Float64Array => {
    let c = chances.get(j)
    if (!c) {
      c = new Float64Array(K)
      const t = pb.threshold(j)
      if (Number.isFinite(t)) for (let k = 0; k < K; k++) c[k] = admitAt(g, k, t)
      chances.set(j, c)
    }
    return c
  }
  const chosen: number[] = []
  const countedAs: number[] = []
  const rows: Float64Array[] = []
  // R[k·(m+1)+i]: P(reach row i | node k); W: value from row i on, given it is reached (W at m = slipping).
  let R = new Float64Array(K)
  let W = new Float64Array(K)
  // P(the search reaches position i), averaged over the nodes (its last entry is P(滑档)), and the lowest
  // W at each position: together they bound a candidate's gain without computing its chances.
  let reach = new Float64Array(1)
  let minW = new Float64Array(1)
  const refresh = () => {
    const m = chosen.length
    R = new Float64Array(K * (m + 1))
    W = new Float64Array(K * (m + 1))
    reach = new Float64Array(m + 1)
    minW = new Float64Array(m + 1).fill(Infinity)
    for (let k = 0; k < K; k++) {
      const o = k * (m + 1)
      R[o] = 1
      for (let i = 0; i < m; i++) R[o + i + 1] = R[o + i] * (1 - rows[i][k])
      W[o + m] = pb.slipUtility
      for (let i = m - 1; i >= 0; i--) {
        const p = rows[i][k]
        W[o + i] = p * pb.utility[chosen[i]] + (1 - p) * W[o + i + 1]
      }
      for (let i = 0; i <= m; i++) {
        reach[i] += g.weight[k] * R[o + i]
        if (W[o + i] < minW[i]) minW[i] = W[o + i]
      }
    }
  }
  refresh()
  const before = (a: number, b: number) => pb.utility[a] > pb.utility[b] || (pb.utility[a] === pb.utility[b] && a < b)
  const positionOf = (j: number): number => {
    let lo = 0
    let hi = chosen.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (before(chosen[mid], j)) lo = mid + 1
      else hi = mid
    }
    return lo
  }
  /** gain = E[R·p·(u − W)] ≤ (u − min W)⁺ · min(P(reach), p): no chances needed. */
  const cheapBound = (j: number): number => {
    const pos = positionOf(j)
    if (reach[pos] < pb.neverReached && reach[chosen.length] <= pb.slipCeiling) return 0
    return Math.max(0, pb.utility[j] - minW[pos]) * Math.min(reach[pos], pb.probability[j])
  }
  const gainOf = (j: number): number => {
    const pos = positionOf(j)
    if (reach[pos] < pb.neverReached && reach[chosen.length] <= pb.slipCeiling) return 0
    const c = chancesOf(j)
    const m = chosen.length
    const u = pb.utility[j]
    let s = 0
    for (let k = 0; k < K; k++) {
      const o = k * (m + 1) + pos
      s += g.weight[k] * R[o] * c[k] * (u - W[o])
    }
    return s
  }
  const perGroup = new Map<number, number>()
  const left = [...pb.capacity]
  const targetFor = (j: number): number | null => {
    const mask = pb.targets[j]
    if (mask === 0) return -1
    for (let t = 0; t < left.length; t++) if (mask & (1 << t) && left[t] > 0) return t
    return null
  }
  const heap = new BoundHeap(pb.count + 1)
  const bound = new Float64Array(pb.count)
  for (let j = 0; j < pb.count; j++) {
    bound[j] = pb.probability[j] * (pb.utility[j] - pb.slipUtility)
    if (bound[j] > 0) heap.push(bound[j], j)
  }
  // stamp[j] = the step at which bound[j] was computed exactly (−1: never).
  const stamp = new Int32Array(pb.count).fill(-1)
  let step = 0
  let stop: PortfolioResult['stop'] = 'pool'
  const requeue = (j: number, b: number) => {
    bound[j] = b
    if (b > 0) heap.push(b, j)
  }
  while (heap.size > 0) {
    if (chosen.length >= pb.maxRows) {
      stop = 'rows'
      break
    }
    if (heap.topKey() < pb.minGain) {
      stop = 'gain'
      break
    }
    const j = heap.pop()
    const target = targetFor(j)
    if (target === null || (perGroup.get(pb.group[j]) ?? 0) >= pb.maxPerGroup) continue
    // The first pick's bound is exact; later ones are bounded cheaply first, re-evaluated exactly only
    // when the cheap bound still leads. A step may take a candidate within LAZY_TOLERANCE of the best
    // bound left ("approximate lazy greedy"): near-equal gains would otherwise each be re-evaluated at
    // every step.
    if (stamp[j] !== step && step > 0) {
      const cheap = Math.min(bound[j], cheapBound(j))
      if (cheap < (1 - LAZY_TOLERANCE) * heap.topKey()) {
        requeue(j, cheap)
        continue
      }
      const gain = gainOf(j)
      stamp[j] = step
      if (gain < (1 - LAZY_TOLERANCE) * heap.topKey()) {
        requeue(j, gain)
        continue
      }
      if (gain < pb.minGain) {
        stop = 'gain'
        break
      }
    }
    const pos = positionOf(j)
    chosen.splice(pos, 0, j)
    countedAs.splice(pos, 0, target)
    rows.splice(pos, 0, chancesOf(j))
    if (target >= 0) left[target]--
    perGroup.set(pb.group[j], (perGroup.get(pb.group[j]) ?? 0) + 1)
    refresh()
    step++
  }
  return { chosen, countedAs, stop }
}
