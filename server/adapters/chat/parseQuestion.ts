import type { SchoolTag } from '../../ports/ChatToolTypes'
import { unifyWidth } from '@/core/domain/majorName'
import { toSimplified } from './traditional'
import type { Intent } from './Intent'
import { detectIntent } from './understanding/detectIntent'

/** What a question says on its own, before names are resolved and before the conversation fills gaps. */
export interface ParsedQuestion {
  intent: Intent | null
  /** The intent the words give when the question is not read as a comparison (fewer than two schools in it). */
  plainIntent: Intent | null
  ruleTopic: string | null
  score: number | null
  /** A second score beside the first ("580分和590分差多少名"): both are looked up, and how far apart they rank. */
  otherScore: number | null
  rank: number | null
  year: number | null
  /** Every year the question names, when it names more than one ("2025年和2024年…对比"). */
  years: number[]
  /** Hello, thanks or "what can you do": answered with what the assistant can do, not as a refusal. */
  greeting: boolean
  /**
   * A year named relative to the data ("今年"/"去年" 0, "前年" 1, "大前年" 2): counted back from the newest
   * year a tool has, since the data (not the calendar) decides what the last completed admission is.
   */
  yearsBack: number | null
  /** The word that named it, so the answer can say which year it took it for. */
  yearWord: string | null
  subjects: string[] | null
  /** Two (or more) name texts of a comparison ("浙大和浙工大哪个好"), each resolved on its own. */
  compared: string[] | null
  /** Worded as a choice between things ("哪个", "还是", "对比"), whether or not two names were split out. */
  asksWhich: boolean
  /** Only 中外合作 programmes (a 学费 question about them). */
  sinoForeign: boolean
  /** Only schools of this level ("能上哪些985"). */
  schoolTag: SchoolTag | null
  /** Only schools in this province or city ("上海的大学", "省内的大学" → 浙江), as the plan names places. */
  place: string | null
  /** The question asks about the student ("我…") and may be answered from their profile. */
  me: boolean
  /** Worded as a follow-up ("那…呢", "换成…"), so the previous turn fills what it leaves out. */
  followUp: boolean
  /** The text without numbers and subjects, where a school is guessed from a few characters. */
  names: string
  /** The text without numbers but with its subject words: where whole school and programme names are read first. */
  nameText: string
  /**
   * 等位分 as asked: the year the score is of and the year it is wanted in ("2023年的576分相当于2026年多少分":
   * 2023 → 2026); null where the question leaves it to the newest year.
   */
  equalFrom: number | null
  equalTo: number | null
  /** A premise no data can meet: a place that is not on earth, or another province's admission (ours is Zhejiang's). */
  premise: { kind: 'impossiblePlace' | 'otherProvince'; word: string } | null
  /** The question in simplified characters and half-width digits, for wording the answer picks by. */
  text: string
}

const SUBJECT_CHARS: Record<string, string> = { 物: '物理', 化: '化学', 生: '生物', 史: '历史', 政: '思想政治', 地: '地理', 技: '技术' }
const SUBJECT_WORDS: Array<[RegExp, string]> = [
  [/物理|physics/gi, '物理'],
  [/化学|chemistry/gi, '化学'],
  [/生物|biology/gi, '生物'],
  [/历史|history/gi, '历史'],
  [/思想政治|政治|politics/gi, '思想政治'],
  [/地理|geography/gi, '地理'],
  [/通用技术|信息技术|技术|technology/gi, '技术'],
]

const RULES: Array<[RegExp, string]> = [
  [/三位一体|综合评价/, 'threeInOne'],
  [/平行志愿|投档规则|怎么投档|投档.*(规则|原理)|分数优先/, 'parallel'],
  [/(几|多少)个志愿|志愿.*(几个|多少个|数量|上限)|能填几|80个|howmany ?(choices|volunteers)/i, 'volunteers'],
  [/滑档|退档/, 'risk'],
  [/选考.*(规则|规定|怎么|变化|其中一门|必须)|选科(规则|规定)|科目要求.*(规则|规定|怎么)/, 'subjects'],
  [/总分.*(怎么|构成|组成)|满分|赋分|怎么算分/, 'scores'],
  [/等位分.*(什么|啥|意思|怎么用|怎么算|怎么换算|如何)|什么是等位分/, 'equalRank'],
  [/(一段|二段|分段).*(什么意思|怎么录|区别|是什么)|分两段/, 'segments'],
]

function subjectsOf(t: string): string[] | null {
  const combo = /[物化生史政地技]{3}/.exec(t.replace(/物理化学生物|政治历史地理/g, ''))
  if (combo) return [...combo[0]].map((c) => SUBJECT_CHARS[c])
  const found = SUBJECT_WORDS.filter(([re]) => new RegExp(re.source, 'i').test(t)).map(([, s]) => s)
  return found.length >= 2 ? found : null
}

const num = (s: string) => Number(s)

const CN_DIGITS: Record<string, number> = { 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 }

/** "六百一十二" → 612, "六百一" → 610, "五百九十八" → 598: scores said in words. */
function chineseHundreds(t: string): string {
  return t.replace(
    /([一二两三四五六七])百(?:([零一二三四五六七八九])?(十)?([一二三四五六七八九])?)/g,
    (all, h: string, a: string | undefined, ten: string | undefined, b: string | undefined) => {
      let n = CN_DIGITS[h] * 100
      if (ten) n += (a && a !== '零' ? CN_DIGITS[a] : 1) * 10 + (b ? CN_DIGITS[b] : 0)
      else if (a === '零') n += b ? CN_DIGITS[b] : 0
      else if (a) n += CN_DIGITS[a] * 10 // "六百一" is 610, as said aloud
      return all.length > 0 ? String(n) : all
    },
  )
}

/** "两万" → 20000, "一万五" → 15000, "1.5万" stays for the digit rule, "3千" / "三千" → 3000. */
function chineseCounts(t: string): string {
  return (
    chineseHundreds(t)
      // A count of ten-thousands is a rank ("那三万呢"): written with 名 so the rank rule reads it.
      .replace(
        /([一二两三四五六七八九十])万([一二两三四五六七八九])?(?![千百])(名|位)?/g,
        (_, a: string, b: string | undefined) => `${CN_DIGITS[a] * 10_000 + (b ? CN_DIGITS[b] * 1_000 : 0)}名`,
      )
      .replace(/(\d+(?:\.\d+)?)千/g, (_, a: string) => String(Math.round(Number(a) * 1_000)))
      .replace(/([一二两三四五六七八九])千/g, (_, a: string) => String(CN_DIGITS[a] * 1_000))
  )
}

const RELATIVE_YEARS: Array<[RegExp, number]> = [
  // "浙大前年" is 浙大 + 前年: 大前年 counts only where no name can end just before it.
  [/(?<![\u4e00-\u9fff])大前年|(?<=[的是在那])大前年|threeyearsago/i, 2],
  [/theyearbeforelast|yearbeforelast|twoyearsago/i, 1],
  [/前年/, 1],
  [/去年|上一年|上年|最近一年|last ?year/i, 0],
  [/今年|this ?year/i, 0],
  // A year after the newest data: nothing is published yet, and the answer says so instead of guessing.
  [/明年|下一年|后年|next ?year/i, -1],
]

/** Words between the names of a comparison. */
const COMPARE_SPLIT = /和|与|跟|还是|或者|或|vs\.?|versus|、|\bor\b|\band\b|对比|比起|比/i
const COMPARE_ASK = /哪个|哪所|哪一个|哪家|选哪|怎么选|比较|对比|相比|区别|差别|差距|怎么样|如何|比|which|compare|vs|versus|还是/i

/**
 * The text split at `sep`, except inside brackets: "土木工程(土木、信息计算双学士学位)" is one programme's name.
 * Widths are unified before this runs, so brackets are "(" and ")".
 */
export function splitOutsideBrackets(text: string, sep: RegExp): string[] {
  const global = new RegExp(sep.source, sep.flags.includes('g') ? sep.flags : `${sep.flags}g`)
  const out: string[] = []
  let depth = 0
  let from = 0
  let i = 0
  while (i < text.length) {
    const ch = text[i]
    if (ch === '(') depth++
    else if (ch === ')') depth = Math.max(0, depth - 1)
    else if (depth === 0) {
      global.lastIndex = i
      const m = global.exec(text)
      if (m && m.index === i && m[0].length > 0) {
        out.push(text.slice(from, i))
        i += m[0].length
        from = i
        continue
      }
    }
    i++
  }
  out.push(text.slice(from))
  return out
}

/** The name texts on either side of "和/与/还是/vs…", when there are two with Chinese or Latin words in them. */
function comparedNames(names: string): string[] | null {
  const parts = splitOutsideBrackets(names.replace(/哪个|哪所|哪一个|哪家|选哪|怎么选|比较|相比|区别|差别|差距|which|compare/gi, ' '), COMPARE_SPLIT)
    .map((x) => x.trim())
    .filter((x) => x.replace(/[^\u4e00-\u9fffA-Za-z]/g, '').length >= 2)
  return parts.length >= 2 ? parts : null
}

/** Slips of the pen and of the input method that students make in these words. */
const TYPOS: Array<[RegExp, string]> = [
  [/投挡|投当|头档|透档|投档档/g, '投档'],
  [/为次|味次|未次|位子(?=是|多少|排)|卫次/g, '位次'],
  [/分数钱|分数现|分数县/g, '分数线'],
  [/录去|录曲/g, '录取'],
  [/等为分|等位份|登位分/g, '等位分'],
  [/一分一断|一分一短/g, '一分一段'],
  [/滑挡|华档/g, '滑档'],
  [/退挡/g, '退档'],
  [/(填|报|的)自愿/g, '$1志愿'],
  [/自愿表|志原表|志愿标/g, '志愿表'],
  [/选课(要求|科目)/g, '选考$1'],
  [/特空线/g, '特控线'],
]

/** "in Shanghai", "in Hangzhou": the place words of PLACE, as an English question names them. */
const ENGLISH_PLACES: Record<string, string> = {
  beijing: '北京',
  tianjin: '天津',
  shanghai: '上海',
  chongqing: '重庆',
  jiangsu: '江苏',
  zhejiang: '浙江',
  anhui: '安徽',
  fujian: '福建',
  jiangxi: '江西',
  shandong: '山东',
  henan: '河南',
  hubei: '湖北',
  hunan: '湖南',
  guangdong: '广东',
  sichuan: '四川',
  shaanxi: '陕西',
  hangzhou: '杭州',
  ningbo: '宁波',
  wenzhou: '温州',
  nanjing: '南京',
  wuhan: '武汉',
  guangzhou: '广州',
  shenzhen: '深圳',
  chengdu: '成都',
  "xi'an": '西安',
  xian: '西安',
}
// The text has lost its spaces by then ("universitiesinShanghaican"): "in"/"at" right before the name, and no school
// word right after it ("in Ningbo University" names a school).
const ENGLISH_PLACE = new RegExp(
  `(?:in|at)(${Object.keys(ENGLISH_PLACES).join('|')})(?!\\s*(?:university|normal|medical|institute|college|polytechnic|academy|sci|tech|foreign|ocean|finance|agricultur|forestry|vocational))`,
  'i',
)

/** English names of common majors, read as the Chinese words a programme's name begins with. */
const ENGLISH_MAJORS: Array<[RegExp, string]> = [
  [/computer ?science( and technology)?|\bcs\b|computing/gi, '计算机'],
  [/software ?engineering/gi, '软件工程'],
  [/artificial ?intelligence|\bai\b major/gi, '人工智能'],
  [/electronic ?information/gi, '电子信息'],
  [/clinical ?medicine|medicine/gi, '临床医学'],
  [/stomatology|dentistry/gi, '口腔医学'],
  [/pharmacy/gi, '药学'],
  [/\blaw\b/gi, '法学'],
  [/accounting/gi, '会计学'],
  [/finance/gi, '金融学'],
  [/economics/gi, '经济学'],
  [/mathematics|\bmaths?\b/gi, '数学与应用数学'],
  [/english ?(language|major)?(?= ?(at|in|of|cutoff|$))/gi, '英语'],
  [/architecture/gi, '建筑学'],
  [/automation/gi, '自动化'],
  [/civil ?engineering/gi, '土木工程'],
  [/mechanical ?engineering/gi, '机械'],
  [/nursing/gi, '护理学'],
  [/journalism/gi, '新闻学'],
]

/** The provinces and cities a question may keep schools to ("上海的大学"), as the plan names places. */
export const PLACE_NAMES =
  '北京|天津|上海|重庆|河北|山西|辽宁|吉林|黑龙江|江苏|浙江|安徽|福建|江西|山东|河南|湖北|湖南|广东|海南|四川|贵州|云南|陕西|甘肃|青海|内蒙古|广西|西藏|宁夏|新疆|杭州|宁波|温州|绍兴|湖州|嘉兴|金华|衢州|舟山|台州|丽水|南京|苏州|武汉|广州|深圳|成都|西安|长沙|厦门|合肥|济南|青岛|大连|哈尔滨'.split(
    '|',
  )

/** A province or city the schools asked about are in, with the word after it that makes it a place. */
const PLACE = new RegExp(
  `(?:(${PLACE_NAMES.join('|')})(?:省内|省|市|地区|本地)?(?:的|内|里|有)|(?:省内|本省)(?:的)?)(?=.*(大学|学校|院校|高校|哪些|什么|能上|能报|universit|school|college|get ?into))`,
  'i',
)

/** Places a school cannot admit in, and the provinces whose admissions are not in our data (Zhejiang's only). */
const IMPOSSIBLE_PLACES = /火星|月球|月亮|太阳|外星|宇宙|银河|mars|the moon/i
const OTHER_PROVINCES =
  /在(北京|天津|上海|重庆|河北|山西|辽宁|吉林|黑龙江|江苏|安徽|福建|江西|山东|河南|湖北|湖南|广东|海南|四川|贵州|云南|陕西|甘肃|青海|台湾|内蒙古|广西|西藏|宁夏|新疆|香港|澳门)(省|市|自治区)?(的)?(投档|分数|录取|招生|招|最低|位次|多少)/

/** The 选考 subjects a text names, and the text with exactly the words they were read from taken out. */
export function subjectsIn(text: string): { subjects: string[] | null; rest: string } {
  const combo = /[物化生史政地技]{3}/.exec(text.replace(/物理化学生物|政治历史地理/g, (w) => ' '.repeat(w.length)))
  if (combo) return { subjects: [...combo[0]].map((c) => SUBJECT_CHARS[c]), rest: text.slice(0, combo.index) + ' ' + text.slice(combo.index + 3) }
  const found = SUBJECT_WORDS.filter(([re]) => new RegExp(re.source, 'i').test(text))
  if (found.length < 2) return { subjects: null, rest: text }
  let rest = text
  for (const [re] of found) rest = rest.replace(new RegExp(re.source, 'gi'), ' ')
  return { subjects: found.map(([, x]) => x), rest }
}

/** Years in the order written, each with where it stood. */
function equalYears(t: string, years: Array<{ year: number; at: number }>, scoreAt: number): { from: number | null; to: number | null } {
  if (years.length === 0) return { from: null, to: null }
  if (years.length >= 2) {
    // The year written before the score (or first) is the score's; the other is the year asked for.
    const own = years.find((y) => y.at < scoreAt) ?? years[0]
    const other = years.find((y) => y !== own) ?? null
    return { from: own.year, to: other?.year ?? null }
  }
  const y = years[0]
  // "2024年考了620，放到2026年…" has two years; with one, it is the score's when it stands before the score and
  // no 相当于/换算 word comes between them ("2024年的620分相当于今年多少分"), else the year asked for.
  const between = scoreAt >= 0 && y.at < scoreAt ? t.slice(y.at, scoreAt) : null
  if (between !== null && !/相当于|换算|对应|等于|放到|放在|换到|折合|折算/.test(between)) return { from: y.year, to: null }
  return { from: null, to: y.year }
}

export function parseQuestion(question: string): ParsedQuestion {
  let t0 = toSimplified(unifyWidth(question))
  for (const [re, w] of TYPOS) t0 = t0.replace(re, w)
  for (const [re, w] of ENGLISH_MAJORS) t0 = t0.replace(re, w)
  t0 = t0.replace(ENGLISH_PLACE, (_, place: string) => ` ${ENGLISH_PLACES[place.toLowerCase()]}的 `)
  let t = chineseCounts(t0)
  // "能上哪些985", "211大学": a school level, read before the score and rank ("211分" stays a score).
  const tagHit = /(?<![\d.])(985|211)(?![\d.]|\s*(?:分|名|位|points?))|双一流/i.exec(t)
  const schoolTag: SchoolTag | null = tagHit ? ((tagHit[1] as SchoolTag | undefined) ?? '双一流') : null
  if (tagHit) t = t.replace(tagHit[0], ' '.repeat(tagHit[0].length))
  // "上海的大学", "浙江省内的学校", "杭州有哪些": a place the schools are in. It needs 的/内/里/有 after it, so that
  // 浙江大学 and 上海大学 stay school names.
  const placeHit = PLACE.exec(t)
  const place = placeHit ? (placeHit[1] ?? '浙江') : null
  if (placeHit) t = t.replace(placeHit[0], ' '.repeat(placeHit[0].length))
  let rank: number | null = null
  const wan = /(\d+(?:\.\d+)?)万(\d)?(?![\d千])\s*(?:名|位)?/.exec(t)
  if (wan) {
    rank = Math.round(Number(wan[1]) * 10_000 + (wan[2] ? Number(wan[2]) * 1_000 : 0))
    t = t.replace(wan[0], ' 名 ')
  }
  const yearHits = [...t.matchAll(/(20[1-3]\d)\s*(?:年|届)?/g)]
  // "2020到2026年" asks for every year between.
  const range = /(20[1-3]\d)\s*年?\s*(?:到|至|~|-|—|－)\s*(20[1-3]\d)/.exec(t)
  const years = range
    ? Array.from({ length: Math.max(0, num(range[2]) - num(range[1])) + 1 }, (_, k) => num(range[1]) + k)
    : [...new Set(yearHits.map((h) => num(h[1])))]
  const yearsAt = yearHits.map((h) => ({ year: num(h[1]), at: h.index }))
  const beforeYears = t
  const year = years[0] ?? null
  for (const h of yearHits) t = t.replace(h[0], ' '.repeat(h[0].length))
  const relative = year === null ? RELATIVE_YEARS.find(([re]) => re.test(t)) : undefined
  // The normalized text lost its spaces: English words get them back for the answer that quotes them.
  const yearWord = relative
    ? (relative[0].exec(t)?.[0].replace(/(the|last|this|next|two|three|years?|before)(?=years?|before|last|ago)/gi, '$1 ') ?? null)
    : null
  const rankHit = /(?:位次|排名|名次|排在|排|第|rank(?:ed)?)\s*(?:是|为|在|of|at|#)?\s*(\d{2,6})(?!\s*(?:分|points?|\d))|(\d{2,6})\s*(?:名|位)(?!次)/i.exec(t)
  if (rank === null && rankHit) rank = num(rankHit[1] ?? rankHit[2])
  if (rankHit) t = t.replace(rankHit[0], ' 名 ')
  const scoreHit = /(\d{3})\s*(?:分|points?)|(?:考了?|考到|估分|估了|总分|分数|得了|score(?:d)?(?: of)?|got)\s*(\d{3})|(?<![\d+])([2-7]\d{2})(?![\d+])/i.exec(t)
  const scoreValue = scoreHit ? num(scoreHit[1] ?? scoreHit[2] ?? scoreHit[3]) : null
  const score = scoreValue !== null && scoreValue <= 750 ? scoreValue : null
  // A bare number is a score only from 200 up, and not part of "2+2": 中美121双学位班 names a programme.
  // Where the score stood in the text before the years were blanked (same offsets: blanks keep lengths).
  const scoreAt = scoreHit ? beforeYears.indexOf(scoreHit[0].trim().replace(/\s+/g, '')) : -1
  if (scoreHit) t = t.replace(scoreHit[0], ' 分 ')
  const otherHit = score !== null ? /(\d{3})\s*(?:分|points?)|(?<![\d+])([2-7]\d{2})(?![\d+])/i.exec(t) : null
  const otherValue = otherHit ? num(otherHit[1] ?? otherHit[2]) : null
  const otherScore = otherValue !== null && otherValue <= 750 && otherValue !== score ? otherValue : null
  if (otherHit && otherScore !== null) t = t.replace(otherHit[0], ' 分 ')
  const subjects = subjectsOf(t)
  // "历史类" / "物理类" (how families from 3+1+2 provinces name a student's track) name no major: 历史学 and 物理学
  // must not be read from them. "物理类专业" does ask for the 物理学类 majors.
  t = t.replace(/(物理|历史)类(?!专业)(考生|学生|的)?/g, (m) => ' '.repeat(m.length))
  // Digits stay: they are part of names (临床医学(5+3一体化)); the years, score and rank read above are blanked.
  const nameText = t
  // "技术" leaves the name text only when it was read as a subject: it is also part of 杭州职业技术学院 and many majors.
  const names = t.replace(
    subjects ? /[物化生史政地技]{3}|物理|化学|生物|历史|政治|地理|技术|一段|二段|\d+/g : /物理|化学|生物|历史|政治|地理|一段|二段|\d+/g,
    ' ',
  )
  const me = /我|俺|\bmy\b|\bI\b|\bme\b/i.test(question)
  // The student's own list comes before the rule texts that share its words ("我填了几个志愿", "我的志愿表滑档").
  const own = /志愿表|我的志愿|我(填|报)了/.test(t) && me
  const ruleTopic = own ? null : (RULES.find(([re]) => re.test(t))?.[1] ?? null)
  const flags = { score: score !== null, rank: rank !== null, subjects: subjects !== null, me, tag: schoolTag !== null }
  // Two names either side of 和/还是/vs are a comparison when asked as one; in a follow-up ("那杭电和宁大呢") the turn before decides.
  const compared = comparedNames(nameText)
  const compareAsked = compared !== null && COMPARE_ASK.test(t)
  const plainIntent = ruleTopic ? 'rule' : detectIntent(t, flags)
  const intent = compareAsked && !ruleTopic ? 'compare' : plainIntent
  const followUp = /^\s*(那|那么|换成|换|改成|如果|假如|要是|它|这所|这个|该校|what ?about|and |how ?about)/i.test(t) || /呢\s*[?？]?\s*$/.test(t)
  const sinoForeign = /中外合作|合作办学|sino.?foreign/i.test(t)
  return {
    intent,
    plainIntent,
    ruleTopic,
    score,
    otherScore,
    rank,
    year,
    years: years.length > 1 ? years : [],
    greeting:
      intent === null &&
      /^(你好|您好|嗨|哈喽|在吗|谢谢|感谢|多谢|hi\b|hello|hey|thanks?|你能做什么|你会什么|你能干什么|你可以做什么|能帮我什么|你能回答什么|whatcanyoudo|help)/i.test(
        t,
      ),
    yearsBack: relative ? relative[1] : null,
    yearWord,
    subjects,
    compared,
    asksWhich: COMPARE_ASK.test(t),
    sinoForeign,
    schoolTag,
    place,
    me,
    followUp,
    names,
    nameText,
    ...(() => {
      const e = equalYears(beforeYears, yearsAt, scoreAt)
      return { equalFrom: e.from, equalTo: e.to }
    })(),
    premise: IMPOSSIBLE_PLACES.test(t)
      ? { kind: 'impossiblePlace', word: IMPOSSIBLE_PLACES.exec(t)![0] }
      : OTHER_PROVINCES.test(t)
        ? { kind: 'otherProvince', word: OTHER_PROVINCES.exec(t)![1] }
        : null,
    text: t,
  }
}

/**
 * The question read again with a school's whole name kept as one word: a name may hold a word of comparison
 * (海南比勒费尔德应用科学大学 holds 比, which must not split it into two "schools") or of a question type
 * (中国石油大学(北京)克拉玛依校区 holds 校区, 江西医学高等专科学校 holds 专科).
 */
export function keepingName(p: ParsedQuestion, name: string): ParsedQuestion {
  const t = p.text.replace(name, '甲校')
  if (t === p.text) return p
  const own = /志愿表|我的志愿|我(填|报)了/.test(t) && p.me
  const ruleTopic = own ? null : (RULES.find(([re]) => re.test(t))?.[1] ?? null)
  const plainIntent = ruleTopic
    ? 'rule'
    : detectIntent(t, { score: p.score !== null, rank: p.rank !== null, subjects: p.subjects !== null, me: p.me, tag: p.schoolTag !== null })
  const compared = COMPARE_SPLIT.test(name) ? comparedNames(p.nameText.replace(name, '校')) : p.compared
  const asksWhich = COMPARE_ASK.test(t)
  const intent = compared !== null && asksWhich && !ruleTopic ? 'compare' : plainIntent
  return { ...p, ruleTopic, plainIntent, compared, asksWhich, intent }
}

/** Worded as a question: a question mark or word. */
const isAsked = (part: string): boolean => /[?？]|吗|呢|什么|啥|多少|几|哪|怎么|如何|是否|能否|有没有|是不是|\b(how|what|which|when|can|is)\b/i.test(part)

/** What a part of a question asks on its own: a question type or a rule topic (null: context, not a question). */
const asks = (part: string): string | null => {
  const p = parseQuestion(part)
  return p.ruleTopic ?? p.intent
}

/**
 * A question of several parts, split where each side asks something of its own ("二段线多少？二段怎么录取";
 * "最多填几个志愿，滑档了怎么办"): the parts are answered in turn, each after the ones before it. A side that
 * only gives context ("我612分，能上浙工大吗") stays with the part it belongs to.
 */
export function splitQuestion(question: string): string[] {
  const pieces = question
    .split(/(?<=[？?！!；;。\n])|(?<=[，,])|(?=另外|还有|以及|顺便问|顺便说)/)
    .map((x) => x.trim())
    .filter((x) => x.replace(/[\s？?！!；;。，,]/g, '').length > 0)
  const parts: string[] = []
  for (const piece of pieces) {
    const last = parts[parts.length - 1]
    // A piece starts a part of its own only when both it and the part before ask something, and not the same thing.
    // …and the part before is worded as a question: "我选考物理化学历史，能报…吗" gives context, it does not ask.
    const own = last !== undefined && isAsked(last) && asks(piece) !== null && asks(last) !== null && asks(piece) !== asks(last)
    if (last === undefined || own) parts.push(piece)
    else parts[parts.length - 1] = last + piece
  }
  return parts.map((x) => x.replace(/^(另外|还有|以及|顺便问一下|顺便问|顺便说)[，,]?/, '').trim())
}
