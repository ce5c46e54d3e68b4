import { exactOutcome, shockGrid } from './shockGrid'

/**
 * The share of a list's uncertainty that its rows share in one year, for a list's landing and P(滑档). The
 * model's own ρ (≈ 0.12, from the correlation of programmes' residuals within a year and level) treats a
 * list's rows as nearly independent; the lists of the rolling list backtest (npm run backtest:lists) came
 * true only with a far larger one: with it, 16 冲 rows were expected to catch 90 % of students and caught 77 %.
 * This is the value that calibrated the landing (冲 / 稳 / 保 / 滑档) of the lists of 2023–2026 best (the
 * backtest learns each year's own value from the years before it and reports this one; rerun it when the
 * dataset gains a year).
 */
export const LIST_RHO = 0.5

/** One list of the backtest: its model's df, each row's joint threshold and part (0 冲, 1 稳, 2 保), and where it really landed (3: 滑档). */
export interface LandingCase {
  df: number
  thresholds: ArrayLike<number>
  parts: ArrayLike<number>
  landed: number
}

export const RHO_GRID = Array.from({ length: 18 }, (_, k) => Math.round((0.05 + 0.05 * k) * 100) / 100)

/** P(land in 冲, 稳, 保, 滑档) of a list on a shock grid. */
export function partLanding(c: Pick<LandingCase, 'thresholds' | 'parts'>, grid: ReturnType<typeof shockGrid>): [number, number, number, number] {
  const out = exactOutcome(c.thresholds, grid)
  const p: [number, number, number, number] = [0, 0, 0, out.slip]
  for (let i = 0; i < out.filed.length; i++) p[c.parts[i]] += out.filed[i]
  return p
}

/** The ρ of RHO_GRID whose predicted landings score best (Brier over the four outcomes) on real landings; null without cases. */
export function fitListRho(cases: readonly LandingCase[]): number | null {
  if (cases.length === 0) return null
  let best: { rho: number; score: number } | null = null
  for (const rho of RHO_GRID) {
    const grids = new Map<number, ReturnType<typeof shockGrid>>()
    let score = 0
    for (const c of cases) {
      let grid = grids.get(c.df)
      if (!grid) grids.set(c.df, (grid = shockGrid(c.df, rho)))
      const p = partLanding(c, grid)
      for (let k = 0; k < 4; k++) score += (p[k] - (c.landed === k ? 1 : 0)) ** 2
    }
    if (!best || score < best.score) best = { rho, score }
  }
  return best!.rho
}
