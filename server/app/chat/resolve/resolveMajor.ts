import { normalizeMajorName } from '@/core/domain/majorName'
import { isSubjectWords } from './resolveProgramme'

export interface MajorHit {
  /** The words of the text that name the major ("计算机"). */
  fragment: string
  /** Known names it stands for, shortest first (计算机类, 计算机科学与技术, …). */
  names: string[]
}

/** Two-character words that begin some major's name but, in a question, are almost always something else. */
const NOT_A_MAJOR = new Set(['能源', '能动', '上海', '大学', '学校', '分数', '中国', '国际', '应用', '工程', '科学', '管理', '艺术', '数字', '智能', '人工'])

/** What students call a major when the words begin no name of it ("学医" is not a major's name). */
const MAJOR_NICKNAMES: Readonly<Record<string, string>> = {
  学医: '临床医学',
  当医生: '临床医学',
  计科: '计算机科学与技术',
  软工: '软件工程',
  学计算机: '计算机',
  学法律: '法学',
  当老师: '师范',
}

/**
 * The major a text names: the longest run of its characters that begins a known major name (catalogue
 * names, 专业类 names and the plan's programme names), so "计算机" finds 计算机类 and 计算机科学与技术.
 */
export function resolveMajor(known: readonly string[], text: string): MajorHit | null {
  const nick = Object.keys(MAJOR_NICKNAMES).find((k) => text.includes(k))
  if (nick !== undefined) {
    const major = MAJOR_NICKNAMES[nick]
    const names = namesBeginning(known, major)
    if (names.length > 0) return { fragment: major, names }
  }
  const sorted = sortedNames(known)
  const runs = text.split(/[^\u4e00-\u9fff]+/).filter((r) => r.length >= 2)
  const longest = Math.max(0, ...runs.map((r) => r.length))
  // Words of subject names only (化学生物 of "选了物理化学生物") name a major only when nothing else does.
  let subjectOnly: string | null = null
  for (let len = Math.min(16, longest); len >= 2; len--) {
    for (const run of runs) {
      for (let i = 0; i + len <= run.length; i++) {
        const f = run.slice(i, i + len)
        if (len === 2 && NOT_A_MAJOR.has(f)) continue
        if (!beginsSome(sorted, f)) continue
        if (isSubjectWords(f)) {
          subjectOnly ??= f
          continue
        }
        return hitOf(known, f)
      }
    }
  }
  return subjectOnly === null ? null : hitOf(known, subjectOnly)
}

const hitOf = (known: readonly string[], f: string): MajorHit => ({ fragment: f, names: namesBeginning(known, f) })

/**
 * The first 8 distinct names that begin with `f`, shortest first, names of one length in the order of the list:
 * found in the sorted names (they stand together there) rather than by reading every name of the list.
 */
export function namesBeginning(known: readonly string[], f: string): string[] {
  const sorted = sortedNames(known)
  const names: string[] = []
  for (let i = firstAtOrAfter(sorted, f); i < sorted.length && sorted[i].startsWith(f); i++) names.push(sorted[i])
  const place = placesOf(known)
  return names.sort((a, b) => a.length - b.length || (place.get(a) ?? 0) - (place.get(b) ?? 0)).slice(0, 8)
}

/** Each name's first place in the list, once per list. */
const placeCache = new WeakMap<readonly string[], Map<string, number>>()
function placesOf(known: readonly string[]): Map<string, number> {
  let places = placeCache.get(known)
  if (!places) {
    places = new Map()
    for (const [i, name] of known.entries()) if (!places.has(name)) places.set(name, i)
    placeCache.set(known, places)
  }
  return places
}

/** The known names sorted once per list, so "does a name begin with these words" is a binary search. */
const sortedCache = new WeakMap<readonly string[], string[]>()
function sortedNames(known: readonly string[]): string[] {
  let s = sortedCache.get(known)
  if (!s) {
    s = [...new Set(known)].sort()
    sortedCache.set(known, s)
  }
  return s
}

/** Where `f` would stand in the sorted names: every name that begins with it follows from there. */
function firstAtOrAfter(sorted: readonly string[], f: string): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid] < f) lo = mid + 1
    else hi = mid
  }
  return lo
}

function beginsSome(sorted: readonly string[], f: string): boolean {
  const at = firstAtOrAfter(sorted, f)
  return at < sorted.length && sorted[at].startsWith(f)
}

/**
 * The rows of the major a student named: those whose name begins with the words, or, when none does
 * ("医学" at a school whose programmes are 临床医学, 基础医学…), those whose name holds them.
 */
export function rowsOfMajor<T>(rows: readonly T[], nameOf: (row: T) => string, major: string | undefined): T[] {
  if (major === undefined) return [...rows]
  const begins = rows.filter((r) => programmeMatches(nameOf(r), major))
  if (begins.length > 0) return begins
  const words = normalizeMajorName(major)
  return words.length >= 2 ? rows.filter((r) => normalizeMajorName(nameOf(r)).includes(words)) : []
}

/** Whether a programme name belongs to the major a student named: its normalized name begins with the words. */
export function programmeMatches(programmeName: string, major: string): boolean {
  return normalizeMajorName(programmeName).startsWith(normalizeMajorName(major))
}
