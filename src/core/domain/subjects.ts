import { canonicalSubject } from './subjectRequirement'

/**
 * The score form's subjects: seven 选考 subjects, max 100 each, and the three basic
 * subjects 语文/数学/外语, max 150 each. Keys are the Student record's field names.
 */
export const ELECTIVE_KEYS = ['physics', 'chemistry', 'biology', 'technology', 'history', 'politics', 'geography'] as const
export const BASIC_KEYS = ['chinese', 'math', 'english'] as const
export type ElectiveKey = (typeof ELECTIVE_KEYS)[number]
export type BasicKey = (typeof BASIC_KEYS)[number]
export type SubjectKey = ElectiveKey | BasicKey

export const ELECTIVE_MAX = 100
export const BASIC_MAX = 150
/** The subject checkbox allows at most 3, and a student takes exactly three 选考 subjects. */
export const ELECTIVE_COUNT = 3

/**
 * Each subject's Chinese name as the plan's 选考 rules and the dataset spell it: data to match against, not
 * words to show (the interface's words are the message catalogues' `subject.<key>`).
 */
export const SUBJECT_NAMES: Record<SubjectKey, string> = {
  physics: '物理',
  chemistry: '化学',
  biology: '生物',
  technology: '技术',
  history: '历史',
  politics: '思想政治',
  geography: '地理',
  chinese: '语文',
  math: '数学',
  english: '外语',
}

const KEY_OF_NAME = new Map<string, SubjectKey>(Object.entries(SUBJECT_NAMES).map(([key, name]) => [name, key as SubjectKey]))

/** The subject a Chinese name in the data means (aliases such as 政治 or 通用技术 included); null when none. */
export function subjectKeyOfName(name: string): SubjectKey | null {
  const trimmed = name.trim()
  return KEY_OF_NAME.get(canonicalSubject(trimmed) ?? trimmed) ?? null
}

/** A score per subject; null or missing means "not entered". */
export type ScoreMap = Partial<Record<SubjectKey, number | null>>

export function isElectiveKey(value: string): value is ElectiveKey {
  return (ELECTIVE_KEYS as readonly string[]).includes(value)
}

export function maxScoreOf(key: SubjectKey): number {
  return isElectiveKey(key) ? ELECTIVE_MAX : BASIC_MAX
}

/** The comma-separated `subject` field → known keys, in the order given, without repeats. */
export function parseSubjectKeys(text: string | null | undefined): ElectiveKey[] {
  const keys = (text ?? '').split(',').map((part) => part.trim())
  return [...new Set(keys.filter(isElectiveKey))]
}

/** The canonical Chinese names used by 选考科目要求 rules, so eligibility can be checked for a student. */
export function subjectNames(keys: readonly ElectiveKey[]): string[] {
  return keys.map((key) => canonicalSubject(SUBJECT_NAMES[key]) ?? SUBJECT_NAMES[key])
}

/** Subject score is the sum of the selected subjects' scores (a missing score counts 0). */
export function subjectScore(scores: ScoreMap, chosen: readonly ElectiveKey[]): number {
  return [...new Set(chosen)].reduce((sum, key) => sum + (scores[key] ?? 0), 0)
}

/** Unselected subjects are cleared, so a stale score can never leak into a total. */
export function clearUnselected(scores: ScoreMap, chosen: readonly ElectiveKey[]): ScoreMap {
  const out: ScoreMap = { ...scores }
  for (const key of ELECTIVE_KEYS) if (!chosen.includes(key)) out[key] = null
  return out
}
