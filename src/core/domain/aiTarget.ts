/**
 * The AI recommendation's target info: the target majors travel twice, as a comma-joined
 * `major` and as `jsonList` (a JSON list of { name, num }). One rule, used by the web app before
 * saving and by the server on save.
 */
import { MAX_VOLUNTEERS } from './admission/listTypes'

export interface TargetMajor {
  name: string
  /** How many programmes of this major the student wants in the list. */
  num: number
  code?: string
}

export type AiTargetError = 'targetParseFailed' | 'dataInconsistent'

export interface ParsedAiTarget {
  majors: TargetMajor[]
  provinces: string[]
}

/** Comma-joined text → trimmed, non-empty parts (both ASCII and full-width commas). */
export function splitJoined(text: string): string[] {
  return text
    .split(/[,，、]/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
}

function asMajor(item: unknown): TargetMajor | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null
  const rec = item as Record<string, unknown>
  const name = typeof rec.name === 'string' ? rec.name.trim() : ''
  const num = typeof rec.num === 'number' ? rec.num : typeof rec.num === 'string' && /^\d+$/.test(rec.num.trim()) ? Number(rec.num) : NaN
  if (name === '' || !Number.isInteger(num) || num < 1 || num > MAX_VOLUNTEERS) return null
  const code = typeof rec.code === 'string' ? rec.code : undefined
  return code === undefined ? { name, num } : { name, num, code }
}

/** How many programmes one target may ask for: at least one, at most a whole list. */
export const clampTargetCount = (num: number): number => Math.max(1, Math.min(MAX_VOLUNTEERS, Math.round(num)))

/** jsonList → the target majors, or null when it is not a JSON list of { name, num ≥ 1 } ("Target major parse failed!"). */
export function parseTargetMajors(jsonList: string): TargetMajor[] | null {
  if (jsonList.trim() === '') return []
  let value: unknown
  try {
    value = JSON.parse(jsonList)
  } catch {
    return null
  }
  if (!Array.isArray(value)) return null
  const majors = value.map(asMajor)
  return majors.every((m): m is TargetMajor => m !== null) ? majors : null
}

/**
 * The save rule: jsonList must parse, and its length must equal the number of majors in `major`
 * ("Data inconsistent!" otherwise). Parse failure is reported first: an unreadable list has no length.
 */
export function validateAiTarget(target: {
  major: string
  jsonList: string
  province: string
}): { ok: true; value: ParsedAiTarget } | { ok: false; error: AiTargetError } {
  const majors = parseTargetMajors(target.jsonList)
  if (majors === null) return { ok: false, error: 'targetParseFailed' }
  if (majors.length !== splitJoined(target.major).length) return { ok: false, error: 'dataInconsistent' }
  return { ok: true, value: { majors, provinces: splitJoined(target.province) } }
}

/** The pair the wire carries, built from the chosen majors so the two always agree. */
export function encodeTargetMajors(majors: readonly TargetMajor[]): { major: string; jsonList: string } {
  return { major: majors.map((m) => m.name).join(','), jsonList: JSON.stringify(majors) }
}
