import { unifyWidth } from '@/core/domain/majorName'

export type Intent = 'scoreToRank' | 'rankToScore' | 'equalScores' | 'cutoffs' | 'chance' | 'eligibility' | 'batchLines' | 'profile' | 'volunteers' | 'rule'

/** What a question says on its own, before names are resolved and before the conversation fills gaps. */
export interface ParsedQuestion {
  intent: Intent | null
  ruleTopic: string | null
  score: number | null
  rank: number | null
  year: number | null
  subjects: string[] | null
  /** The question asks about the student ("我…") and may be answered from their profile. */
  me: boolean
  /** Worded as a follow-up ("那…呢", "换成…"), so the previous turn fills what it leaves out. */
  followUp: boolean
  /** The text without numbers and subjects, where school and major names are looked for. */
  names: string
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
  [/(几|多少)个志愿|志愿.*(几个|多少个|数量|上限)|能填几|80个/, 'volunteers'],
  [/滑档|退档/, 'risk'],
  [/选考.*(规则|规定|怎么|变化|其中一门|必须)|选科(规则|规定)|科目要求.*(规则|规定|怎么)/, 'subjects'],
  [/总分.*(怎么|构成|组成)|满分|赋分|怎么算分/, 'scores'],
  [/等位分.*(什么|啥|意思|怎么用)|什么是等位分/, 'equalRank'],
  [/(一段|二段|分段).*(什么意思|怎么录|区别|是什么)|分两段/, 'segments'],
]

function detectIntent(t: string, p: { score: boolean; rank: boolean; subjects: boolean; me: boolean }): Intent | null {
  // Order matters: the more specific question types are tried before the broader ones.
  if (/志愿表|我的志愿|我填的志愿|my list/i.test(t)) return 'volunteers'
  if (/等位分|相当于|等效分|换算到|换算成|对应.*年.*分|equal.?rank/i.test(t)) return 'equalScores'
  if (/多少分(能|才能|可以)?(上|进)|要多少分|最低位次|录取位次|最低排名/.test(t)) return 'cutoffs'
  if (
    /能报|可以报|能不能报|可不可以报|可报|能选|能学|可以学|选考要求|选科要求|科目要求|(物化|史政|选考|选科).*(能|可以)/.test(t) &&
    (p.subjects || p.me || /要求/.test(t))
  )
    return 'eligibility'
  if (/能上|能不能上|上得了|能进|能考上|考得上|能录|录取概率|概率|机会|把握|希望|有戏|冲一|能冲|够得着|稳吗|稳不稳|更稳|稳妥|chance|get into/i.test(t))
    return 'chance'
  if (/一段线|二段线|特控线|分段线|批次线|一本线|本科线|省控线|控制线|(一段|二段|特控).*(线|多少分)|(first|second).?segment|segment line|batch line/i.test(t))
    return 'batchLines'
  if (/投档线|分数线|录取线|最低分|录取分|多少分(能|才能|可以)?(上|进)|要多少分|cutoff/i.test(t)) return 'cutoffs'
  if (p.score && /排|位次|名次|多少名|第几|一分一段|rank/i.test(t)) return 'scoreToRank'
  if (p.rank && /多少分|分数|几分|score/i.test(t)) return 'rankToScore'
  if (p.me && !p.score && !p.rank && /分数|成绩|位次|排名|选科|选考|批次|档案|多少分|考了|profile|my (score|rank)/i.test(t)) return 'profile'
  return null
}

function subjectsOf(t: string): string[] | null {
  const combo = /[物化生史政地技]{3}/.exec(t.replace(/物理化学生物|政治历史地理/g, ''))
  if (combo) return [...combo[0]].map((c) => SUBJECT_CHARS[c])
  const found = SUBJECT_WORDS.filter(([re]) => new RegExp(re.source, 'i').test(t)).map(([, s]) => s)
  return found.length >= 2 ? found : null
}

const num = (s: string) => Number(s)

export function parseQuestion(question: string): ParsedQuestion {
  let t = unifyWidth(question)
  let rank: number | null = null
  const wan = /(\d+(?:\.\d+)?)万\s*(?:名|位)?/.exec(t)
  if (wan) {
    rank = Math.round(Number(wan[1]) * 10_000)
    t = t.replace(wan[0], ' 名 ')
  }
  const yearHit = /(20[1-3]\d)\s*(?:年|届)?/.exec(t)
  const year = yearHit ? num(yearHit[1]) : null
  if (yearHit) t = t.replace(yearHit[0], ' ')
  const rankHit = /(?:位次|排名|名次|排在|排|第|rank(?:ed)?)\s*(?:是|为|在|of|at|#)?\s*(\d{2,6})(?!\s*分)|(\d{2,6})\s*(?:名|位)(?!次)/i.exec(t)
  if (rank === null && rankHit) rank = num(rankHit[1] ?? rankHit[2])
  if (rankHit) t = t.replace(rankHit[0], ' 名 ')
  const scoreHit = /(\d{3})\s*分|(?:考了?|考到|总分|分数|得了|score(?:d)?(?: of)?|got)\s*(\d{3})|(?<!\d)(\d{3})(?!\d)/i.exec(t)
  const scoreValue = scoreHit ? num(scoreHit[1] ?? scoreHit[2] ?? scoreHit[3]) : null
  const score = scoreValue !== null && scoreValue <= 750 ? scoreValue : null
  if (scoreHit) t = t.replace(scoreHit[0], ' 分 ')
  const subjects = subjectsOf(t)
  const names = t.replace(/[物化生史政地技]{3}|物理|化学|生物|历史|政治|地理|技术|一段|二段|\d+/g, ' ')
  const me = /我|俺|\bmy\b|\bI\b|\bme\b/i.test(question)
  const ruleTopic = RULES.find(([re]) => re.test(t))?.[1] ?? null
  const intent = ruleTopic ? 'rule' : detectIntent(t, { score: score !== null, rank: rank !== null, subjects: subjects !== null, me })
  const followUp = /^\s*(那|那么|换成|换|改成|如果|假如|要是|它|这所|这个|该校|what about|and )/i.test(t) || /呢\s*[?？]?\s*$/.test(t)
  return { intent, ruleTopic, score, rank, year, subjects, me, followUp, names }
}
