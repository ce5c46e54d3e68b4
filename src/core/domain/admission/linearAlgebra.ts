/** Solves A x = b for a small dense symmetric positive-definite system (Gaussian elimination, partial pivoting). */
export function solve(a: number[][], b: number[]): number[] {
  const n = b.length
  const m = a.map((row, i) => [...row, b[i]])
  for (let c = 0; c < n; c++) {
    let p = c
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r
    ;[m[c], m[p]] = [m[p], m[c]]
    const d = m[c][c] || 1e-12
    for (let r = 0; r < n; r++) {
      if (r === c) continue
      const f = m[r][c] / d
      if (f === 0) continue
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k]
    }
  }
  return m.map((row, i) => row[n] / (row[i] || 1e-12))
}

/**
 * Weighted least squares of y on [1, a, b] from the columns (no row arrays: a fit makes millions of these
 * rows), with a small ridge so that an all-zero column keeps a zero coefficient.
 */
export function weightedLeastSquares2(a: Float64Array, b: Float64Array, y: Float64Array, w: Float64Array): number[] {
  let s1 = 0,
    sa = 0,
    sb = 0,
    saa = 0,
    sab = 0,
    sbb = 0,
    sy = 0,
    say = 0,
    sby = 0
  for (let i = 0; i < y.length; i++) {
    const wi = w[i]
    s1 += wi
    sa += wi * a[i]
    sb += wi * b[i]
    saa += wi * a[i] * a[i]
    sab += wi * a[i] * b[i]
    sbb += wi * b[i] * b[i]
    sy += wi * y[i]
    say += wi * a[i] * y[i]
    sby += wi * b[i] * y[i]
  }
  const ridge = 1e-6 * (1 + y.length)
  return solve(
    [
      [s1 + ridge, sa, sb],
      [sa, saa + ridge, sab],
      [sb, sab, sbb + ridge],
    ],
    [sy, say, sby],
  )
}
