import type { SchoolRef } from '../../../ports/ChatToolTypes'
import { SCHOOL_NICKNAMES } from './schoolNicknames'

export interface NamedSchool {
  code: string
  name: string
  aliases?: readonly string[]
  ruankeRank?: number | null
}

export interface SchoolHit {
  school: SchoolRef
  /** The part of the text that named the school, so the caller can read the rest for a major. */
  matched: string
  via: 'name' | 'nickname' | 'fuzzy'
  others: SchoolRef[]
}

const ref = (s: NamedSchool): SchoolRef => ({ code: s.code, name: s.name })
const rankOf = (s: NamedSchool) => s.ruankeRank ?? 10_000
/** Shorter names first (the main campus before its branches), then the better 软科 rank. */
const byPreference = (a: NamedSchool, b: NamedSchool) => a.name.length - b.name.length || rankOf(a) - rankOf(b) || (a.code < b.code ? -1 : 1)

/** Words around a school name in a question; removed before guessing an abbreviation from what is left. */
const FILLER =
  /今天|明天|天气|怎么样|我|你|他|她|它|的|能|上|进|考|报|吗|呢|吧|了|那|么|么|换成|如果|是|在|和|与|去|读|有|没|多少|什么|怎么|哪些|哪个|几|分|名|位次|排名|年|投档线|分数线|录取线|录取|概率|机会|把握|专业|学校|大学的|今年|去年|最低|线/g

function isSubsequence(fragment: string, name: string): boolean {
  let i = 0
  for (const ch of name) if (ch === fragment[i]) i++
  return i === fragment.length
}

/** One full name or alias of a school, for the first-character index. */
interface IndexedName {
  school: number
  alias: number
  name: string
}

/** What a school list is searched by, built once per list (the chat's list is cached per dataset version). */
interface ListIndex {
  /**
   * The names by their first character: a question is read position by position against the names starting
   * there, instead of searching it for each of the 3,000 names.
   */
  byFirst: Map<string, IndexedName[]>
  /**
   * Each character's schools (their places in the list, ascending): a fragment is held only against the schools
   * holding its rarest character, as a name that contains it, or has it as a subsequence, holds every character.
   */
  byChar: Map<string, number[]>
  byName: Map<string, NamedSchool>
}

const listIndexes = new WeakMap<readonly NamedSchool[], ListIndex>()
function listIndex(schools: readonly NamedSchool[]): ListIndex {
  let index = listIndexes.get(schools)
  if (index) return index
  index = { byFirst: new Map(), byChar: new Map(), byName: new Map(schools.map((s) => [s.name, s])) }
  for (const [school, s] of schools.entries()) {
    for (const [alias, name] of [s.name, ...(s.aliases ?? [])].entries()) {
      if (name.length < 2) continue
      const bucket = index.byFirst.get(name[0]) ?? []
      bucket.push({ school, alias, name })
      index.byFirst.set(name[0], bucket)
    }
    for (const ch of new Set(s.name)) {
      const holders = index.byChar.get(ch) ?? []
      holders.push(school)
      index.byChar.set(ch, holders)
    }
  }
  listIndexes.set(schools, index)
  return index
}

/** The schools whose full name contains the fragment or has it as a subsequence from the same first character. */
export function fragmentHits(schools: readonly NamedSchool[], f: string): NamedSchool[] {
  const { byChar } = listIndex(schools)
  let rarest: number[] = []
  for (const [i, ch] of [...f].entries()) {
    const holders = byChar.get(ch) ?? []
    if (i === 0 || holders.length < rarest.length) rarest = holders
  }
  return rarest.map((i) => schools[i]).filter((s) => s.name.includes(f) || (s.name[0] === f[0] && isSubsequence(f, s.name)))
}

/** Every name the text contains, where it first occurs, in list order (school, then its name before its aliases). */
function namesIn(schools: readonly NamedSchool[], t: string): Array<IndexedName & { at: number }> {
  const index = listIndex(schools).byFirst
  const found = new Map<IndexedName, number>()
  for (let at = 0; at < t.length; at++) for (const entry of index.get(t[at]) ?? []) if (!found.has(entry) && t.startsWith(entry.name, at)) found.set(entry, at)
  return [...found].map(([entry, at]) => ({ ...entry, at })).sort((a, b) => a.school - b.school || a.alias - b.alias)
}

/**
 * The school a text names: a full name or published alias inside the text (longest wins), else a
 * nickname from the table, else an abbreviation read as a character subsequence of a full name that
 * starts with the same character ("杭电" → 杭州电子科技大学), preferring short names and good 软科 ranks.
 */
export function resolveSchool(schools: readonly NamedSchool[], text: string): SchoolHit | null {
  const t = text.replace(/\s+/g, '')
  if (t === '') return null
  // The name written first ("中国政法大学法学(北京外国语大学联合培养)" is 中国政法大学); of names that overlap it, the
  // longest (宁波大学科学技术学院 over 宁波大学).
  let best: { s: NamedSchool; matched: string; at: number } | null = null
  for (const { school, name: n, at } of namesIn(schools, t)) {
    const s = schools[school]
    const overlaps = best !== null && at < best.at + best.matched.length && best.at < at + n.length
    if (
      !best ||
      (overlaps && (n.length > best.matched.length || (n.length === best.matched.length && byPreference(s, best.s) < 0))) ||
      (!overlaps && at < best.at)
    )
      best = { s, matched: n, at }
  }
  if (best) return { school: ref(best.s), matched: best.matched, via: 'name', others: [] }
  // The beginning of a full name ("西交利物浦", "北京航空"), before nicknames that are part of it ("西交"); four
  // characters at least, so ordinary words do not begin a name by chance.
  const runs4 = t.split(/[^\u4e00-\u9fff]+/).filter((r) => r.length >= 4)
  for (let len = Math.max(0, ...runs4.map((r) => r.length)); len >= 4; len--) {
    for (const run of runs4)
      for (let i = 0; i + len <= run.length; i++) {
        const f = run.slice(i, i + len)
        const hit = (listIndex(schools).byFirst.get(f[0]) ?? [])
          .filter((e) => e.alias === 0 && e.name.startsWith(f))
          .map((e) => schools[e.school])
          .sort(byPreference)[0]
        if (hit) return { school: ref(hit), matched: f, via: 'name', others: [] }
      }
  }
  // A school renamed from 学院 to 大学 is still called by its old name ("杭州职业技术学院").
  const renamed = t.includes('学院')
    ? schools.filter((s) => s.name.endsWith('大学') && t.includes(s.name.replace(/大学$/, '学院'))).sort(byPreference)[0]
    : undefined
  if (renamed) return { school: ref(renamed), matched: renamed.name.replace(/大学$/, '学院'), via: 'name', others: [] }
  const { byName } = listIndex(schools)
  const lower = t.toLowerCase()
  // The longest nickname wins; between equally long ones, the one named first ("清华北大" is 清华 first).
  const nick = Object.keys(SCHOOL_NICKNAMES)
    .filter((k) => lower.includes(k) && byName.has(SCHOOL_NICKNAMES[k]))
    .sort((a, b) => b.length - a.length || lower.indexOf(a) - lower.indexOf(b))[0]
  if (nick !== undefined) {
    const s = byName.get(SCHOOL_NICKNAMES[nick])
    // The matched text as written (case kept), so the caller can cut it out of the question.
    if (s) return { school: ref(s), matched: t.slice(lower.indexOf(nick), lower.indexOf(nick) + nick.length), via: 'nickname', others: [] }
  }
  // A fragment of a full name ("工业大学") or an abbreviation; the longest fragment with a match wins.
  const runs = t
    .replace(FILLER, ' ')
    .split(/[^\u4e00-\u9fff]+/)
    .filter((r) => r.length >= 2)
  for (let len = Math.min(8, Math.max(0, ...runs.map((r) => r.length))); len >= 2; len--) {
    for (const run of runs) {
      for (let i = 0; i + len <= run.length; i++) {
        const f = run.slice(i, i + len)
        // An abbreviation takes distinct characters; a repeat ("天天") is an ordinary word.
        if (new Set(f).size < f.length) continue
        const hits = fragmentHits(schools, f).sort(byPreference)
        if (hits.length > 0) return { school: ref(hits[0]), matched: f, via: 'fuzzy', others: hits.slice(1, 4).map(ref) }
      }
    }
  }
  return null
}
