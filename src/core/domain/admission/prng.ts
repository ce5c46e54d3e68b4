/**
 * A seeded pseudo-random generator (sfc32, seeded through splitmix32) so simulations are reproducible:
 * the same seed gives the same list check on the server, in demo mode and in tests. Math.random is not
 * allowed in the core.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Standard normal. */
  normal(): number
  /** Gamma(shape, 1), shape > 0. */
  gamma(shape: number): number
}

function splitmix32(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s + 0x9e3779b9) >>> 0
    let z = s
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
}

export function createRng(seed: number): Rng {
  const init = splitmix32(seed)
  let a = init()
  let b = init()
  let c = init()
  let d = init()
  const nextU32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0
    d = (d + 1) >>> 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) >>> 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) >>> 0
    return t
  }
  const next = (): number => nextU32() / 4294967296
  let spare: number | null = null
  const normal = (): number => {
    if (spare !== null) {
      const s = spare
      spare = null
      return s
    }
    // Marsaglia's polar method: two normals per accepted pair, no trigonometry.
    let u: number, v: number, s: number
    do {
      u = 2 * next() - 1
      v = 2 * next() - 1
      s = u * u + v * v
    } while (s >= 1 || s === 0)
    const m = Math.sqrt((-2 * Math.log(s)) / s)
    spare = v * m
    return u * m
  }
  const gamma = (shape: number): number => {
    if (shape < 1) return gamma(shape + 1) * Math.pow(next() || 1e-12, 1 / shape)
    // Marsaglia & Tsang (2000).
    const dd = shape - 1 / 3
    const cc = 1 / Math.sqrt(9 * dd)
    for (;;) {
      let x: number, v: number
      do {
        x = normal()
        v = 1 + cc * x
      } while (v <= 0)
      v = v * v * v
      const u = next()
      if (u < 1 - 0.0331 * x * x * x * x) return dd * v
      if (Math.log(u || 1e-12) < 0.5 * x * x + dd * (1 - v + Math.log(v))) return dd * v
    }
  }
  // Warm up so nearby seeds do not start correlated.
  for (let i = 0; i < 12; i++) nextU32()
  return { next, normal, gamma }
}
