import { createRng } from '../../../src/core/domain/admission/prng'
import { programmeName } from '../../../src/core/domain/majorName'
import { toTraditional } from '../../adapters/chat/traditional'
import type { Dataset } from './loadChatDeps'
import type { Fixture } from './chatQuestions'
import type { Truth } from './truth'

export type GeneratedType =
  | 'scoreToRank'
  | 'rankToScore'
  | 'equalScores'
  | 'programme'
  | 'variants'
  | 'eligibility'
  | 'chance'
  | 'batchLines'
  | 'typos'
  | 'english'
  | 'multiTurn'
  | 'multiPart'
  | 'ownList'
  | 'premise'
  | 'compare'

export interface GeneratedQuestion {
  type: GeneratedType
  turns: string[]
  /** Figures or words the last answer must hold. */
  expect: (t: Truth, f: Fixture) => string[]
  /** No figure may appear that the question does not hold (a premise no data meets). */
  noFigures?: boolean
}

const SUBJECT_WORD = /物理|化学|生物|历史|政治|地理|技术/
const COMBOS: Array<{ text: string; subjects: string[] }> = [
  { text: '物化生', subjects: ['物理', '化学', '生物'] },
  { text: '物理化学地理', subjects: ['物理', '化学', '地理'] },
  { text: '物化技', subjects: ['物理', '化学', '技术'] },
  { text: '物理、生物、政治', subjects: ['物理', '生物', '思想政治'] },
  { text: '史政地', subjects: ['历史', '思想政治', '地理'] },
  { text: '物理化学历史', subjects: ['物理', '化学', '历史'] },
]
/** Majors most schools either have or plainly lack: a school without one is a false premise. */
const COMMON_MAJORS = ['临床医学', '口腔医学', '法学', '建筑学', '药学', '会计学', '计算机科学与技术', '汉语言文学']
const FULL_WIDTH = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0))

/**
 * The chat evaluation's generated set: questions built from the shipped tables (schools, programmes, years,
 * scores and ranks drawn with a fixed seed), in several phrasings, with typos, traditional characters and
 * full-width digits, in English, over several turns and several parts, about the student's own list, and
 * with premises no data meets. The figures expected are computed by Truth from the dataset rows, not by the
 * chat's tools. Nothing here is typed per question: change the seed and the set changes.
 */
export function generatedQuestions(ds: Dataset, truth: Truth, seed = 2027): GeneratedQuestion[] {
  const rng = createRng(seed)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng.next() * xs.length)]
  const int = (lo: number, hi: number) => lo + Math.floor(rng.next() * (hi - lo + 1))
  const out: GeneratedQuestion[] = []
  const add = (type: GeneratedType, turns: string | string[], expect: GeneratedQuestion['expect'], noFigures = false) =>
    out.push({ type, turns: typeof turns === 'string' ? [turns] : turns, expect, ...(noFigures ? { noFigures } : {}) })

  const schoolName = new Map(ds.schools.map((s) => [s.code, s.name]))
  const rankYears = [...new Set(ds.rank.map((r) => r.year))].sort()
  const newestRank = rankYears[rankYears.length - 1]
  const cutoffYears = [...new Set(ds.toudang.map((r) => r.year))].sort()
  const newestCut = cutoffYears[cutoffYears.length - 1]
  const planYear = Math.max(...ds.plans.map((p) => p.year))
  // Each school's programme names (normalized) over its plans and 投档线, and the years of each name's cutoffs.
  const names = new Map<string, Set<string>>()
  const push = <V>(m: Map<string, V[]>, k: string, v: V) => (m.get(k) ?? m.set(k, []).get(k)!).push(v)
  const yearsOf = new Map<string, number[]>()
  for (const r of [...ds.toudang, ...ds.plans]) {
    const n = programmeName(r.majorName)
    ;(names.get(r.schoolCode) ?? names.set(r.schoolCode, new Set()).get(r.schoolCode)!).add(n)
  }
  for (const r of ds.toudang) if (r.minRank !== null) push(yearsOf, `${r.schoolCode}|${programmeName(r.majorName)}`, r.year)
  const newestRows = ds.toudang.filter((r) => r.year === newestCut && r.minRank !== null && schoolName.has(r.schoolCode))
  // A programme named whole: no other name of its school equals it once normalized, so the question names one programme.
  const programmes = newestRows.map((r) => ({ code: r.schoolCode, school: schoolName.get(r.schoolCode)!, name: programmeName(r.majorName) }))
  const withSubjectWord = programmes.filter((p) => SUBJECT_WORD.test(p.name))
  const subjectSchools = programmes.filter((p) => SUBJECT_WORD.test(p.school))
  const anyProgramme = () => {
    const r = rng.next()
    return r < 0.3 ? pick(withSubjectWord) : r < 0.4 && subjectSchools.length > 0 ? pick(subjectSchools) : pick(programmes)
  }
  const yearOf = (p: { code: string; name: string }) => pick(yearsOf.get(`${p.code}|${p.name}`) ?? [newestCut])
  const schoolsWithCuts = [...new Set(newestRows.map((r) => r.schoolCode))]
  const aSchool = () => {
    const code = pick(schoolsWithCuts)
    return { code, name: schoolName.get(code)! }
  }
  const score = () => int(480, 685)
  const rank = () => int(20, 150) * 1000 + int(0, 9) * 100
  const lineYears = (batch: string) => [...new Set(ds.batchLines.filter((b) => b.batch === batch).map((b) => b.year))]
  // Plan programmes with a chance for a rank (their own or their school's history), for chance and eligibility questions.
  const planned = ds.plans.filter(
    (p) => p.year === planYear && schoolName.has(p.schoolCode) && (yearsOf.get(`${p.schoolCode}|${programmeName(p.majorName)}`)?.length ?? 0) > 0,
  )

  // 分数 → 位次
  for (let k = 0; k < 20; k++) {
    const y = pick(rankYears)
    const s = score()
    const phrasing = [`${y}年${s}分排多少名`, `${s}分在${y}年是多少位次`, `请问${y}年浙江考${s}分全省排第几`, `${y}年 一分一段 ${s}分`, `${s}分 ${y}年 位次`]
    add('scoreToRank', pick(phrasing), (t) => [String(t.rank(s, y))])
  }
  // 位次 → 分数
  for (let k = 0; k < 20; k++) {
    const y = pick(rankYears)
    const r = rank()
    const phrasing = [`${y}年位次${r}大概多少分`, `${y}年排名${r}对应多少分`, `${y}年排在第${r}名要多少分`, `${y}年 ${r}名 是几分`]
    add('rankToScore', pick(phrasing), (t) => [String(t.score(r, y))])
  }
  // 等位分, in the direction asked
  for (let k = 0; k < 25; k++) {
    const [a, b] = [pick(rankYears), pick(rankYears.filter((x) => x !== newestRank))]
    const s = score()
    const from = a === b ? newestRank : a
    const phrasing: Array<[string, (t: Truth) => string[]]> = [
      [`${from}年的${s}分相当于${b}年多少分`, (t) => [String(t.equal(s, b, from))]],
      [`我哥${from}年考了${s}，放到${b}年是多少分`, (t) => [String(t.equal(s, b, from))]],
      [`${s}分换算到${b}年是几分`, (t) => [String(t.equal(s, b))]],
      [`今年${s}分相当于${b}年多少分`, (t) => [String(t.equal(s, b))]],
      [`${from}年${s}分的等位分在${b}年是多少`, (t) => [String(t.equal(s, b, from))]],
    ]
    const [q, e] = pick(phrasing)
    add('equalScores', q, e)
  }
  // A programme named whole (a third with a subject word in its name, some at schools with one in theirs)
  for (let k = 0; k < 40; k++) {
    const p = anyProgramme()
    const y = yearOf(p)
    const phrasing: Array<[string, (t: Truth) => string[]]> = [
      [`${p.school}${p.name}投档线`, (t) => t.programme(p.code, p.name)],
      [`${p.school}${p.name}${y}年的录取分数线是多少`, (t) => t.programme(p.code, p.name, y)],
      [`${p.school}的${p.name}专业${y}年最低位次`, (t) => t.programme(p.code, p.name, y)],
      [`想知道${p.school}${p.name}在浙江的分数线`, (t) => t.programme(p.code, p.name)],
    ]
    const [q, e] = pick(phrasing)
    add('programme', q, e)
  }
  // Programmes sharing their first words at one school: every one of them named, none picked silently
  const groups: Array<{ code: string; school: string; base: string; names: string[] }> = []
  for (const [code, set] of names) {
    if (!schoolName.has(code)) continue
    const newest = new Set(newestRows.filter((r) => r.schoolCode === code).map((r) => programmeName(r.majorName)))
    const byBase = new Map<string, string[]>()
    for (const n of newest) {
      const base = n.replace(/\(.*$/, '')
      if (base.length >= 2 && base !== n) push(byBase, base, n)
    }
    for (const [base, vs] of byBase) {
      // The base must not itself be a name the school uses, and every name it begins must be a newest-year variant.
      const begun = [...set].filter((n) => n.startsWith(base))
      if (!set.has(base) && vs.length >= 2 && begun.length <= 8 && begun.every((n) => newest.has(n)))
        groups.push({ code, school: schoolName.get(code)!, base, names: vs })
    }
  }
  for (let k = 0; k < 12 && groups.length > 0; k++) {
    const g = pick(groups)
    add('variants', pick([`${g.school}${g.base}投档线`, `${g.school}${g.base}多少分能上`]), () => g.names)
  }
  // 选考 eligibility at a named school
  for (let k = 0; k < 20; k++) {
    const p = pick(planned)
    const c = pick(COMBOS)
    const name = programmeName(p.majorName)
    const school = schoolName.get(p.schoolCode)!
    const q = pick([`我选考${c.text}，能报${school}的${name}吗`, `${c.text}能报${school}${name}吗`, `${c.text}可以报${school}的${name}专业吗`])
    add('eligibility', q, (t) => t.eligibilityAt(c.subjects, p.schoolCode, name))
  }
  // Chances for a programme, by rank or by score (one the model forecasts: its own history or its school's)
  const forecast = () => {
    for (;;) {
      const p = pick(planned)
      if (!truth.chance(schoolName.get(p.schoolCode)!, programmeName(p.majorName), 10000).startsWith('-')) return p
    }
  }
  for (let k = 0; k < 20; k++) {
    const p = forecast()
    const name = programmeName(p.majorName)
    const school = schoolName.get(p.schoolCode)!
    if (rng.next() < 0.5) {
      const r = rank()
      add('chance', pick([`位次${r}能上${school}${name}吗`, `排名${r}，${school}${name}有多大把握`]), (t) => [t.chance(school, name, r)])
    } else {
      const s = score()
      add('chance', pick([`${s}分能上${school}${name}吗`, `考了${s}分，冲${school}${name}有戏吗`]), (t) => [t.chance(school, name, t.rank(s))])
    }
  }
  // Batch lines
  for (let k = 0; k < 12; k++) {
    const batch = pick(['一段', '特控线', '二段'])
    const y = pick(lineYears(batch))
    const q =
      batch === '一段'
        ? pick([`${y}年一段线多少分`, `浙江${y}年本科线`])
        : batch === '特控线'
          ? `${y}年特控线是多少`
          : pick([`${y}年二段线`, `浙江${y}年专科线多少`])
    add('batchLines', q, (t) => [t.line(y, batch)])
  }
  // Typos, traditional characters, full-width digits
  for (let k = 0; k < 25; k++) {
    const p = anyProgramme()
    const s = score()
    const y = pick(rankYears)
    const r = rank()
    const kinds: Array<[string, (t: Truth) => string[]]> = [
      [`${p.school}${p.name}投挡线`, (t) => t.programme(p.code, p.name)],
      [`${y}年${s}分为次多少`, (t) => [String(t.rank(s, y))]],
      [toTraditional(`${p.school}${p.name}的投档线是多少`), (t) => t.programme(p.code, p.name)],
      [FULL_WIDTH(`${y}年${s}分排多少名`), (t) => [String(t.rank(s, y))]],
      [FULL_WIDTH(`${y}年位次${r}对应多少分`), (t) => [String(t.score(r, y))]],
      [`${s}分的等为分在${y}年是多少`, (t) => [String(t.equal(s, y))]],
      [toTraditional(`${y}年${s}分排名多少`), (t) => [String(t.rank(s, y))]],
    ]
    const [q, e] = pick(kinds)
    add('typos', q, e)
  }
  // English
  for (let k = 0; k < 20; k++) {
    const y = pick(rankYears)
    const s = score()
    const r = rank()
    const sc = aSchool()
    const lineYear = pick(lineYears('一段'))
    const kinds: Array<[string, (t: Truth) => string[]]> = [
      [`What rank is ${s} points in ${y}?`, (t) => [String(t.rank(s, y))]],
      [`What score is rank ${r} in ${y}?`, (t) => [String(t.score(r, y))]],
      [`What was the cutoff of ${sc.name} in ${newestCut}?`, (t) => t.cutoff(sc.name, null, newestCut)],
      [`What is the ${lineYear} first segment line?`, (t) => [t.line(lineYear, '一段')]],
      [`Can I get into ${sc.name} with rank ${r}?`, (t) => [t.chance(sc.name, null, r)]],
    ]
    const [q, e] = pick(kinds)
    add('english', q, e)
  }
  // Several turns: the follow-up keeps what it leaves out
  for (let k = 0; k < 20; k++) {
    const p = pick(programmes.filter((x) => (yearsOf.get(`${x.code}|${x.name}`)?.length ?? 0) >= 2))
    const y = pick((yearsOf.get(`${p.code}|${p.name}`) ?? []).filter((x) => x !== newestCut))
    const s = score()
    const [a, b] = [aSchool(), aSchool()]
    const r = rank()
    const yr = pick(rankYears)
    const kinds: Array<[string[], (t: Truth) => string[]]> = [
      [[`${p.school}${p.name}投档线`, `那${y}年呢`], (t) => t.programme(p.code, p.name, y)],
      [[`${newestRank}年${s}分排多少名`, `那${yr}年呢`], (t) => [String(t.rank(s, yr))]],
      [[`${a.name}投档线`, `那${b.name}呢`], (t) => t.cutoff(b.name, null)],
      [[`位次${r}能上${a.name}吗`, `换成${b.name}呢`], (t) => [t.chance(b.name, null, r)]],
    ]
    const [q, e] = pick(kinds)
    add('multiTurn', q, e)
  }
  // Several parts in one question
  for (let k = 0; k < 15; k++) {
    const p = anyProgramme()
    const s = score()
    const y = pick(lineYears('一段'))
    const yr = pick(rankYears)
    const yt = pick(lineYears('特控线'))
    const kinds: Array<[string, (t: Truth) => string[]]> = [
      [`${y}年一段线多少？${s}分排多少名`, (t) => [t.line(y, '一段'), String(t.rank(s))]],
      [`${p.school}${p.name}投档线是多少，二段怎么录取`, (t) => [...t.programme(p.code, p.name), '先录一段']],
      [`最多能填几个志愿？${s}分在${yr}年排第几`, (t) => ['80', String(t.rank(s, yr))]],
      [`${s}分是多少位次？另外${yt}年特控线多少`, (t) => [String(t.rank(s)), t.line(yt, '特控线')]],
    ]
    const [q, e] = pick(kinds)
    add('multiPart', q, e)
  }
  // Two schools, or two programmes of one school, in one question
  const bySchool = new Map<string, string[]>()
  for (const p of programmes) if (!/[和跟或、]/.test(p.name.replace(/\([^)]*\)/g, ''))) push(bySchool, p.code, p.name)
  const pairSchools = [...bySchool].filter(([, ns]) => new Set(ns).size >= 2)
  for (let k = 0; k < 15; k++) {
    if (k % 3 === 0) {
      const [a, b] = [aSchool(), aSchool()]
      if (a.code === b.code) continue
      add('compare', pick([`${a.name}和${b.name}哪个分数高`, `${a.name}跟${b.name}比怎么样`]), (t) => [...t.cutoff(a.name, null), ...t.cutoff(b.name, null)])
    } else {
      const [code, ns] = pick(pairSchools)
      const x = pick(ns)
      const y = pick(ns.filter((n) => !n.startsWith(x) && !x.startsWith(n)))
      if (y === undefined) continue
      const school = schoolName.get(code)!
      add('compare', pick([`${school}${x}和${y}哪个分高`, `${school}的${x}和${y}对比`]), (t) => [...t.programme(code, x), ...t.programme(code, y)])
    }
  }
  // The student's own profile and list (the fixture student)
  const own: Array<[string | string[], (t: Truth, f: Fixture) => string[]]> = [
    ['我的志愿表滑档风险大吗', (_t, f) => [f.slip]],
    ['我的志愿表滑档概率是多少？最可能被哪个录取？', (_t, f) => [f.slip, f.likeliest]],
    ['我的志愿表里哪个最危险', (_t, f) => [`第${f.riskiest}志愿`]],
    [['我的志愿表稳不稳', '哪个最危险'], (_t, f) => [`第${f.riskiest}志愿`]],
    ['我最可能被志愿表里哪个录取', (_t, f) => [f.likeliest]],
    ['我填了几个志愿', (_t, f) => [String(f.listCount)]],
    ['我的位次是多少', (_t, f) => [String(f.rank)]],
    [toTraditional('我的选考科目是什么'), () => ['物理', '化学', '生物']],
    ...rankYears
      .filter((y) => y !== newestRank)
      .map((y): [string, (t: Truth, f: Fixture) => string[]] => [`我的分数在${y}年相当于多少分`, (t, f) => [String(t.equal(f.total, y))]]),
  ]
  for (const [q, e] of own.slice(0, 12)) add('ownList', q, e)
  // False premises: a programme the school does not have, a year we do not have, a place that is not one, another province
  for (let k = 0; k < 25; k++) {
    const sc = aSchool()
    const lacking = COMMON_MAJORS.filter((m) => ![...(names.get(sc.code) ?? [])].some((n) => n.includes(m)))
    const kind = k % 5
    if (kind === 0 && lacking.length > 0) {
      const m = pick(lacking)
      add('premise', `${sc.name}${m}的投档线是多少`, () => ['没有'], true)
    } else if (kind === 1 && lacking.length > 0) {
      const m = pick(lacking)
      add('premise', `物化生能报${sc.name}${m}吗`, () => [`${sc.name}`, '没有名称以'])
    } else if (kind === 2) add('premise', `${sc.name}${pick([2012, 2015, 2018])}年投档线`, () => ['没有'], true)
    else if (kind === 3) add('premise', `${sc.name}在${pick(['火星', '月球'])}上的分数线`, () => ['没有'], true)
    else add('premise', `${sc.name}在${pick(['江苏', '上海', '北京'])}的投档线是多少`, (t) => ['只有浙江', ...t.cutoff(sc.name, null)])
  }
  return out
}
