/**
 * An admission chance as a family reads it, the same on every screen, the print view and the exported 志愿表
 * (issue 37): a whole percent, and "<1%" / ">99%" at the ends, so 99.5 % never reads as a certain 100 %.
 */
export function chanceText(p: number | null | undefined): string {
  if (p === null || p === undefined || Number.isNaN(p)) return '—'
  if (p < 0.01) return '<1%'
  if (p > 0.99) return '>99%'
  return `${Math.round(p * 100)}%`
}

/** A risk or a share (滑档, where the student lands): one decimal under 10 %, so 0.6 % and 1 % read apart. */
export function riskText(p: number | null | undefined): string {
  if (p === null || p === undefined || Number.isNaN(p)) return '—'
  if (p <= 0) return '0%'
  if (p < 0.001) return '<0.1%'
  if (p < 0.1) return `${(p * 100).toFixed(1).replace(/\.0$/, '')}%`
  if (p > 0.995 && p < 1) return '>99%'
  return `${Math.round(p * 100)}%`
}
