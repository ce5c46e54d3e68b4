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

/** Weighted least squares with a small ridge so that an all-zero feature keeps a zero coefficient. */
export function weightedLeastSquares(xs: readonly number[][], ys: readonly number[], ws: readonly number[], ridge = 1e-6): number[] {
  const k = xs[0]?.length ?? 0
  const a = Array.from({ length: k }, () => new Array<number>(k).fill(0))
  const b = new Array<number>(k).fill(0)
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]
    const w = ws[i]
    for (let p = 0; p < k; p++) {
      b[p] += w * x[p] * ys[i]
      for (let q = 0; q < k; q++) a[p][q] += w * x[p] * x[q]
    }
  }
  for (let p = 0; p < k; p++) a[p][p] += ridge * (1 + xs.length)
  return solve(a, b)
}
