/**
 * Gauss quadrature nodes by the Golub–Welsch method: the nodes are the eigenvalues of the Jacobi matrix of
 * the orthogonal polynomials, the weights the squared first components of its eigenvectors. Used to
 * integrate a list's outcome exactly over the year's shared shock instead of sampling it.
 */
export interface QuadratureRule {
  nodes: Float64Array
  /** Probability weights: they sum to 1. */
  weights: Float64Array
}

/** Eigen-decomposition of a symmetric tridiagonal matrix (implicit QL, Numerical Recipes tqli); returns eigenvalues and first eigenvector components. */
function tridiagonalEigen(diagonal: readonly number[], offDiagonal: readonly number[]): { values: number[]; first: number[] } {
  const n = diagonal.length
  const d = [...diagonal]
  const e = [...offDiagonal, 0]
  // z holds the first row of the eigenvector matrix: all the weights need.
  const z: number[] = Array.from({ length: n }, (_, i) => (i === 0 ? 1 : 0))
  for (let l = 0; l < n; l++) {
    for (let iter = 0; iter < 60; iter++) {
      let m = l
      for (; m < n - 1; m++) {
        const dd = Math.abs(d[m]) + Math.abs(d[m + 1])
        if (Math.abs(e[m]) <= 1e-15 * dd) break
      }
      if (m === l) break
      let g = (d[l + 1] - d[l]) / (2 * e[l])
      let r = Math.hypot(g, 1)
      g = d[m] - d[l] + e[l] / (g + (g >= 0 ? Math.abs(r) : -Math.abs(r)))
      let s = 1
      let c = 1
      let p = 0
      let i = m - 1
      for (; i >= l; i--) {
        let f = s * e[i]
        const b = c * e[i]
        r = Math.hypot(f, g)
        e[i + 1] = r
        if (r === 0) {
          d[i + 1] -= p
          e[m] = 0
          break
        }
        s = f / r
        c = g / r
        g = d[i + 1] - p
        r = (d[i] - g) * s + 2 * c * b
        p = s * r
        d[i + 1] = g + p
        g = c * r - b
        f = z[i + 1]
        z[i + 1] = s * z[i] + c * f
        z[i] = c * z[i] - s * f
      }
      if (r === 0 && i >= l) continue
      d[l] -= p
      e[l] = g
      e[m] = 0
    }
  }
  return { values: d, first: z }
}

function ruleOf(diagonal: number[], offDiagonal: number[]): QuadratureRule {
  const { values, first } = tridiagonalEigen(diagonal, offDiagonal)
  const order = values.map((_, i) => i).sort((a, b) => values[a] - values[b])
  const total = first.reduce((s, v) => s + v * v, 0)
  return { nodes: Float64Array.from(order, (i) => values[i]), weights: Float64Array.from(order, (i) => (first[i] * first[i]) / total) }
}

/** E[f(X)] for X ~ N(0, 1) (probabilists' Hermite: α_k = 0, β_k = k). */
export function gaussHermite(n: number): QuadratureRule {
  return ruleOf(
    new Array<number>(n).fill(0),
    Array.from({ length: n - 1 }, (_, k) => Math.sqrt(k + 1)),
  )
}

/**
 * Gauss rule of an arbitrary measure given as a fine discrete one (the discretized Stieltjes procedure,
 * Gautschi 1982): the three-term recurrence from discrete inner products, then Golub–Welsch.
 */
export function gaussFromMeasure(points: ArrayLike<number>, mass: ArrayLike<number>, n: number): QuadratureRule {
  const m = points.length
  let prev = new Float64Array(m)
  let cur = new Float64Array(m).fill(1)
  let prevNorm = 0
  const alpha: number[] = []
  const beta: number[] = []
  for (let k = 0; k < n; k++) {
    let norm = 0
    let moment = 0
    for (let i = 0; i < m; i++) {
      const q = mass[i] * cur[i] * cur[i]
      norm += q
      moment += q * points[i]
    }
    alpha.push(moment / norm)
    if (k > 0) beta.push(norm / prevNorm)
    const b = k > 0 ? norm / prevNorm : 0
    const next = new Float64Array(m)
    for (let i = 0; i < m; i++) next[i] = (points[i] - alpha[k]) * cur[i] - b * prev[i]
    // Rescale to keep the values in range; the recurrence coefficients do not depend on the scale.
    const s = Math.sqrt(norm)
    for (let i = 0; i < m; i++) {
      next[i] /= s
      cur[i] /= s
    }
    prev = cur
    cur = next
    prevNorm = 1
  }
  return ruleOf(alpha, beta.map(Math.sqrt))
}

/**
 * E[f(S)] for S = √(V/df), V ~ χ²(df) (the reciprocal of a Student-t's mixing scale). Integrands are
 * smooth in S but not in V near 0, so the rule is built in S, from a trapezoid over log S (spectrally
 * accurate for this doubly decaying density).
 */
export function gaussChiScale(n: number, df: number): QuadratureRule {
  const m = 4000
  const lo = -14
  const hi = 4
  const points = new Float64Array(m)
  const mass = new Float64Array(m)
  for (let i = 0; i < m; i++) {
    const y = lo + ((hi - lo) * i) / (m - 1)
    const s = Math.exp(y)
    points[i] = s
    // density of S ∝ s^(df−1)·exp(−df·s²/2); times ds = s·dy.
    mass[i] = Math.exp(df * y - (df * s * s) / 2)
  }
  return gaussFromMeasure(points, mass, n)
}
