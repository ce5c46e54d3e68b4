import { studentTCdf, studentTQuantile } from './distributions'
import { recalibrate } from './recalibrate'

/**
 * Every programme's predictive distribution has the same shape (Student-t with the model's df, then the
 * model's PIT recalibration); only its centre and scale differ. So P(admit) depends on the student and the
 * programme only through x = (z_student − mean) / scale, and one table per model version answers it with
 * two multiplications and an interpolation instead of a t CDF per programme per student.
 *
 * `threshold(x)` is the same row's threshold in the joint draw of a list (shockGrid): the t quantile of the
 * recalibrated CDF, so that P(T ≥ threshold) is exactly the calibrated probability.
 */
export interface AdmissionTable {
  df: number
  prob(x: number): number
  threshold(x: number): number
  /** P at x = −LIMIT + k·STEP (for loops over the whole plan that interpolate inline, see studentView). */
  probs: Float64Array
}

export const TABLE_LIMIT = 40
export const TABLE_STEP = 0.01
const LIMIT = TABLE_LIMIT
const STEP = TABLE_STEP
/** Thresholds are clamped to a finite range: ±60 standard units is certainty at any df the model fits. */
const T_LIMIT = 60

const clampT = (t: number): number => Math.max(-T_LIMIT, Math.min(T_LIMIT, t))

export function admissionTable(df: number, pit: readonly number[]): AdmissionTable {
  const size = Math.round((2 * LIMIT) / STEP) + 1
  const xs = new Float64Array(size)
  const cdf = new Float64Array(size)
  const prob = new Float64Array(size)
  const thr = new Float64Array(size)
  for (let i = 0; i < size; i++) {
    xs[i] = -LIMIT + i * STEP
    cdf[i] = studentTCdf(xs[i], df)
  }
  // threshold = F⁻¹(G(F(x))): G(F(x)) rises with x, so one forward walk over the tabulated F inverts it.
  let j = 0
  for (let i = 0; i < size; i++) {
    const u = recalibrate(cdf[i], pit)
    prob[i] = 1 - u
    if (u <= cdf[0] || u >= cdf[size - 1]) {
      thr[i] = clampT(u <= 0 ? -Infinity : u >= 1 ? Infinity : studentTQuantile(u, df))
      continue
    }
    while (j < size - 2 && cdf[j + 1] < u) j++
    while (j > 0 && cdf[j] > u) j--
    const span = cdf[j + 1] - cdf[j]
    thr[i] = span > 0 ? xs[j] + (STEP * (u - cdf[j])) / span : xs[j]
  }
  const at = (arr: Float64Array, x: number, outside: (x: number) => number): number => {
    const f = (x + LIMIT) / STEP
    if (!(f >= 0 && f < size - 1)) return outside(x)
    const i = Math.floor(f)
    const r = f - i
    return arr[i] + r * (arr[i + 1] - arr[i])
  }
  const directProb = (x: number) => 1 - recalibrate(studentTCdf(x, df), pit)
  const directThr = (x: number) => {
    const u = recalibrate(studentTCdf(x, df), pit)
    return clampT(u <= 0 ? -Infinity : u >= 1 ? Infinity : studentTQuantile(u, df))
  }
  return {
    df,
    probs: prob,
    prob: (x) => (Number.isFinite(x) ? at(prob, x, directProb) : x > 0 ? 0 : 1),
    threshold: (x) => (Number.isFinite(x) ? at(thr, x, directThr) : x > 0 ? T_LIMIT : -T_LIMIT),
  }
}
