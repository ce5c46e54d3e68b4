/**
 * A number as the app's three languages write it: digits in groups of three with commas (12,345), as
 * `toLocaleString('zh-CN' | 'zh-TW' | 'en')` writes a whole number, and up to three decimals.
 *
 * Why not toLocaleString: a page's first Intl number format loads ICU's data for the language on Chromium's
 * main thread (docs/PERFORMANCE.md), in the task that draws the page. The three
 * languages group alike, so the rule is written out here (tests/property/formatCount.test.ts holds it to Intl).
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e21) return n.toLocaleString('en')
  const [whole, decimals] = threePlaces(Math.abs(n))
  const sign = n < 0 || Object.is(n, -0) ? '-' : ''
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals ? `.${decimals}` : ''}`
}

/**
 * The whole part and up to three decimals (no trailing zeros) of a number below 1e21, rounded as Intl rounds:
 * its shortest decimal form (what String writes), half away from zero.
 */
function threePlaces(abs: number): [string, string] {
  if (abs < 0.0005) return ['0', '']
  const [whole, fraction = ''] = String(abs).split('.')
  if (fraction.length <= 3) return [whole, fraction.replace(/0+$/, '')]
  const thousandths = BigInt(whole + fraction.slice(0, 3)) + (fraction[3] >= '5' ? 1n : 0n)
  const digits = thousandths.toString().padStart(4, '0')
  return [digits.slice(0, -3), digits.slice(-3).replace(/0+$/, '')]
}
