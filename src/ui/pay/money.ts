/** Yuan as people read them: '¥298' for whole list prices, '¥278.00' for amounts to pay. */
export function yuan(fen: number, cents = true): string {
  const value = fen / 100
  return `¥${cents || !Number.isInteger(value) ? value.toFixed(2) : String(value)}`
}

/** A minus sign, not a hyphen, before a discount. */
export const minusYuan = (fen: number) => `−${yuan(fen)}`

/** Epoch ms as a local date and time (minutes), for orders and the sandbox page. */
export function dateTime(ms: number, lang: string): string {
  return new Date(ms).toLocaleString(lang, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false })
}

export const date = (ms: number, lang: string) => new Date(ms).toLocaleDateString(lang, { year: 'numeric', month: '2-digit', day: '2-digit' })
