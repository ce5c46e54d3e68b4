/** Yuan with exactly two decimals from integer fen (298 00 → "298.00"), by integer arithmetic so no float rounding. */
export function fenToYuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`
}

const YUAN = /^(0|[1-9]\d{0,11})(?:\.(\d{1,2}))?$/

/** Integer fen of a provider's yuan string ("49.90" → 4990, "0.01" → 1); null for anything else (signs, exponents, 3 decimals). */
export function yuanToFen(yuan: string): number | null {
  const m = YUAN.exec(yuan)
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}
