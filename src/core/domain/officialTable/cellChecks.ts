import { CULTURE_MAX } from '../scores'

/**
 * What one cell of an official table (投档线, 一分一段, 招生计划) may hold. An import refuses a file with any
 * cell that fails, naming the file's line, instead of storing the cell as empty: a 分数线 of `abc` or a
 * 位次 of `-5` is a broken file, not a missing figure. Each check answers the value or, in Chinese for
 * the operator, what is wrong with the text.
 */
export type CellCheck<T> = { ok: true; value: T } | { ok: false; problem: string }

const ok = <T>(value: T): CellCheck<T> => ({ ok: true, value })
const bad = <T>(problem: string): CellCheck<T> => ({ ok: false, problem })

/** A whole number as spreadsheets write it: `1,234`, `672`, `672.0` (SheetJS keeps the `.0` of a float cell). */
export function wholeNumber(text: string): number | null {
  const t = text.trim().replace(/,/g, '')
  return /^-?\d+(\.0+)?$/.test(t) ? Number(t) : null
}

/** A code of at most `width` digits, zero-padded to `width` (院校代号 4, 专业代号 3; Excel drops the leading zeros). */
export function checkCode(text: string, width: number, label: string): CellCheck<string> {
  const t = text.trim().replace(/\.0+$/, '')
  if (!new RegExp(`^\\d{1,${width}}$`).test(t)) return bad(`${label}「${text}」不是${width}位数字`)
  return ok(t.padStart(width, '0'))
}

/** A score on the 750 scale: a whole number from 0 to 750. */
export function checkScore(text: string, label: string): CellCheck<number> {
  const n = wholeNumber(text)
  if (n === null || n < 0 || n > CULTURE_MAX) return bad(`${label}「${text}」不是 0–${CULTURE_MAX} 之间的整数`)
  return ok(n)
}

/**
 * A 投档线 位次: a positive whole number, or blank / 0 where the authority published none (the 2023 table
 * leaves it blank, the 2020 one writes 0, for programmes filed at the segment line).
 */
export function checkRank(text: string, label: string): CellCheck<number | null> {
  if (text.trim() === '') return ok(null)
  const n = wholeNumber(text)
  if (n === 0) return ok(null)
  if (n === null || n < 0) return bad(`${label}「${text}」不是正整数（未公布位次请留空或写 0）`)
  return ok(n)
}

/** A 位次 or 累计人数 that must be there: a positive whole number. */
export function checkPositive(text: string, label: string): CellCheck<number> {
  const n = wholeNumber(text)
  if (n === null || n <= 0) return bad(`${label}「${text}」不是正整数`)
  return ok(n)
}

/** A count (计划数, 人数): a whole number, 0 or more. */
export function checkCount(text: string, label: string): CellCheck<number> {
  const n = wholeNumber(text)
  if (n === null || n < 0) return bad(`${label}「${text}」不是大于等于 0 的整数`)
  return ok(n)
}

/** A name that must be there (学校名称, 专业名称). */
export function checkName(text: string, label: string): CellCheck<string> {
  return text.trim() === '' ? bad(`${label}为空`) : ok(text.trim())
}
