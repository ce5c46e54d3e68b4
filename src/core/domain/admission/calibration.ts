import type { Band } from './admitProbability'

/** One scored forecast: a probability, the band shown, and whether the student would have been admitted. */
export interface Forecast {
  probability: number
  band: Band
  admitted: boolean
}

export interface CalibrationBin {
  lo: number
  hi: number
  n: number
  expected: number
  observed: number
}

export interface ForecastScore {
  n: number
  brier: number
  /** Expected calibration error over ten equal-width probability bins, weighted by count. */
  ece: number
  bins: CalibrationBin[]
  bands: Record<Band, { n: number; hitRate: number; meanProbability: number }>
}

export function scoreForecasts(fs: readonly Forecast[]): ForecastScore {
  const bins: CalibrationBin[] = Array.from({ length: 10 }, (_, i) => ({ lo: i / 10, hi: (i + 1) / 10, n: 0, expected: 0, observed: 0 }))
  const bands: ForecastScore['bands'] = {
    chong: { n: 0, hitRate: 0, meanProbability: 0 },
    wen: { n: 0, hitRate: 0, meanProbability: 0 },
    bao: { n: 0, hitRate: 0, meanProbability: 0 },
    no: { n: 0, hitRate: 0, meanProbability: 0 },
  }
  let brier = 0
  for (const f of fs) {
    const y = f.admitted ? 1 : 0
    brier += (f.probability - y) ** 2
    const b = bins[Math.min(9, Math.floor(f.probability * 10))]
    b.n++
    b.expected += f.probability
    b.observed += y
    const band = bands[f.band]
    band.n++
    band.hitRate += y
    band.meanProbability += f.probability
  }
  let ece = 0
  for (const b of bins) {
    if (b.n === 0) continue
    b.expected /= b.n
    b.observed /= b.n
    ece += (b.n / Math.max(fs.length, 1)) * Math.abs(b.expected - b.observed)
  }
  for (const band of Object.values(bands)) {
    if (band.n === 0) continue
    band.hitRate /= band.n
    band.meanProbability /= band.n
  }
  return { n: fs.length, brier: fs.length ? brier / fs.length : 0, ece, bins, bands }
}

/** How often 保 must come true, every year and pooled, for the label to mean "I will get in". */
export const RELIABILITY_TARGET = 0.995

export interface Reliability {
  /** Forecasts the rule labels. */
  n: number
  /** Share of them admitted (NaN when none is labelled). */
  hitRate: number
  /** Labelled share of all forecasts. */
  share: number
}

/** The hit rate and share of the forecasts a rule labels, e.g. 保 = probability ≥ 0.99, or rank ratio > 1.3. */
export function reliabilityOf(admitted: readonly boolean[], labelled: (i: number) => boolean): Reliability {
  let n = 0
  let hits = 0
  for (let i = 0; i < admitted.length; i++)
    if (labelled(i)) {
      n++
      if (admitted[i]) hits++
    }
  return { n, hitRate: n > 0 ? hits / n : NaN, share: admitted.length > 0 ? n / admitted.length : 0 }
}
