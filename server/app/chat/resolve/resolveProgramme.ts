import { programmeName } from '@/core/domain/majorName'

export interface ProgrammeHit {
  /** The words of the text that name the programme(s), as written in the text. */
  fragment: string
  /**
   * The programme names (normalized) the words stand for: one when they name a programme whole (or the
   * only one beginning so), several when programmes share the words as a prefix (天津大学 工科试验班 →
   * 工科试验班(智能与计算类), 工科试验班(化工能源与生命健康类), …): the answer lists them, never picks one.
   */
  names: string[]
  /** The words are one programme's whole name (or the start of only one). */
  exact: boolean
  /** Every name the words begin (the whole name's later variants too: 电子信息类 → 电子信息类(…)). */
  begun: string[]
}

/** Text made of 选考 subject names and their one-character forms only. */
export const isSubjectWords = (f: string): boolean => f.replace(/物理|化学|生物|历史|政治|地理|技术|[物化生史政地技]/g, '') === ''

/** Shortest first, then in the table's order: the plain programme before its variants. */
const byLength = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)

/**
 * The programme of one school that a text names, read as a whole name before any subject word is taken
 * from it (浙工大 生物工程 is 生物工程, not 生物 + 工程; 浙师大 地理科学 keeps its 地理): the longest run of the
 * text that begins one of the school's programme names. A run that is a programme's whole name picks that
 * one; otherwise every programme it begins is returned. Two characters at least, so a stray word does not
 * name a programme by chance.
 */
export function resolveProgramme(programmeNames: readonly string[], text: string): ProgrammeHit | null {
  const names = [...new Set(programmeNames.map(programmeName))].sort(byLength)
  if (names.length === 0) return null
  const t = programmeName(text)
  // Words made of subject names only (化学, 生物技术) may be the student's 选考 subjects: any other name found wins over them.
  let best: { from: number; len: number } | null = null
  let subjectOnly: { from: number; len: number } | null = null
  // Longest first over every start: a name's own digits and brackets (临床医学(5+3一体化)) count as its words.
  for (let from = 0; from < t.length; from++) {
    for (let len = t.length - from; len >= 2; len--) {
      const f = t.slice(from, from + len)
      // A run must begin with a character a name can begin with (not a bracket, digit or punctuation).
      if (!/^[\u4e00-\u9fffA-Za-z]/.test(f)) break
      if (!names.some((n) => n.startsWith(f))) continue
      if (isSubjectWords(f)) {
        if (!subjectOnly || len > subjectOnly.len) subjectOnly = { from, len }
      } else if (!best || len > best.len) best = { from, len }
      break
    }
  }
  best ??= subjectOnly
  if (!best) return null
  let f = t.slice(best.from, best.from + best.len)
  // An open bracket the text never closes ("工科试验班(" before a year) is not part of the name.
  f = f.replace(/\($/, '')
  const begun = names.filter((n) => n.startsWith(f))
  // Words right after the name that only some of its variants hold ("临床医学5+3", "临床医学中外合作"): those variants.
  const after = /^[0-9A-Za-z+\u4e00-\u9fff]+/.exec(t.slice(best.from + f.length))?.[0] ?? ''
  for (let len = Math.min(after.length, 8); len >= 2 || (len >= 1 && /\d/.test(after[0])); len--) {
    const q = after.slice(0, len)
    const narrowed = begun.filter((n) => n.slice(f.length).includes(q))
    if (narrowed.length > 0 && narrowed.length < begun.length) return { fragment: f, names: narrowed, exact: narrowed.length === 1, begun }
  }
  const whole = begun.filter((n) => n === f)
  if (whole.length > 0) return { fragment: f, names: whole, exact: true, begun }
  return { fragment: f, names: begun, exact: begun.length === 1, begun }
}
