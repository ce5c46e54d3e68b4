import type { Intent } from '../Intent'

/** What the question holds besides its words. */
interface Holds {
  score: boolean
  rank: boolean
  subjects: boolean
  me: boolean
  /** A school level (985, 211, 双一流) was named. */
  tag: boolean
}

/** A question type and the words (and figures) that ask it. */
type Recogniser = [Intent, (t: string, h: Holds) => boolean]

/** The words of a 分段线 question ("今年一段线多少分" asks the line, not a school's cutoff). */
const BATCH_LINE = /一段线|二段线|特控线|分段线|批次线|一本线|本科线|专科线|高职线|省控线|控制线/

/** Asking which 选考 subjects a programme requires ("临床医学要选什么科目"), with or without 要求. */
const SUBJECT_REQUIREMENT =
  /选考要求|选科要求|科目要求|(要|需要|得|必须|应该)(选|选考|考)(什么|哪些|哪几门|几门|啥)(科目|科|课)?|选(什么|哪些|哪几门|啥)科目|(什么|哪些|哪几门)选考科目|对选考(科目)?有(什么)?要求|限(制)?选考/

/** "浙江师范大学在金华吗": whether a school is in a place; the place is the first group. */
export const IN_PLACE_ASKED = /在([\u4e00-\u9fff]{2,3}?)(?:市|省)?(?:吗|嘛|么)/

/** Tried in order: the more specific question types before the broader ones. */
const RECOGNISERS: Recogniser[] = [
  ['volunteers', (t) => /志愿表|我的志愿|我填的志愿|我(填|报)了|my ?list|my ?(choices|volunteers)/i.test(t)],
  [
    'planFacts',
    // A school's own name may hold these words ("电子科技大学(沙河校区)"): its bracketed part is not the question.
    (t) =>
      /学费|学制|几年制|(读|学|念|要)几年|多少年|收费|多少钱|tuition|色盲|色弱|单科|体检|身高|视力|校区|外语.*(要求|不低于)|(限制|报考)条件|招生备注|(有|开|开设|招)(了)?(哪些|什么)专业/i.test(
        t.replace(/\([^)]*\)/g, ''),
      ),
  ],
  [
    'schoolFacts',
    // Where a school is, what kind it is, its level and 软科 rank; "宁波大学是211吗" (the level read out as a tag).
    (t, h) =>
      /在哪|哪个城市|哪座城市|哪个省|位于|什么地方|几本|是[一二三]本|公办还是民办|是公办|是民办|怎么样|好不好|软科|(大学|学校|院校)排名|主管部门|隶属|whereis|which(city|province)|whatkindof|howgood|ranking/i.test(
        t,
      ) ||
      IN_PLACE_ASKED.test(t) ||
      // The English text has lost its spaces: "Is Ningbo University a 211?" begins with "Is".
      (h.tag && /是.*吗|是不是|算不算|属于|^\s*is/i.test(t)),
  ],
  [
    'whatCanIGet',
    (t) =>
      /(能|可以|可|够)(上|进|报|读|去|考)(什么|哪些|哪个|哪几|啥|哪里|哪)|上(什么|哪些|啥)(学校|大学|院校)|(推荐|介绍).*(学校|大学|院校|志愿)|推荐一下|帮我推荐|给我推荐|推荐(几|些)|(什么|哪些|啥)(好的)?(学校|大学|院校).*(推荐|建议)|(哪些|什么|哪个|哪所)(学校|大学|院校)?(能|可以|可)(上|进|报|去)|报哪(个|所|些)(学校|大学|院校)|报(什么|哪些|啥)(学校|大学)|帮我填|帮忙填|怎么填志愿|AI志愿|what.*(can|could) ?I ?(get|go)|which\s*(schools|universities)/i.test(
        t,
      ),
  ],
  ['equalScores', (t) => /等位分|相当于|等效分|换算到|换算成|对应.*年.*分|(放到|放在|换到|折合|折算成?).*(多少分|几分|分数)|equal.?rank/i.test(t)],
  [
    'cutoffs',
    (t) =>
      /多少分(能|才能|可以)?(上|进|录)|要多少分|需要多少分|最低(多少|几)分|最低位次|录取位次|最低排名|录取分|cut.?off/i.test(t) ||
      (/(去年|前年|今年).*(多少分|几分)/.test(t) && !BATCH_LINE.test(t)),
  ],
  [
    'eligibility',
    (t, h) =>
      (/能报|可以报|能不能报|可不可以报|可报|能选|能学|可以学|(物化|史政|选考|选科).*(能|可以)/.test(t) || SUBJECT_REQUIREMENT.test(t)) &&
      // "能不能报浙江工商大学" with a score asks the chance; subjects, a "我" without a score, or 要求 ask the requirements.
      (h.subjects || (h.me && !h.score && !h.rank) || /要求/.test(t) || SUBJECT_REQUIREMENT.test(t)) &&
      // A score with 能上/把握 ("物化生 620分 能上温医大吗") asks the chance; the subjects then leave out (and count) closed programmes.
      !((h.score || h.rank) && /能上|能进|考上|考得上|概率|把握|希望|有戏|稳/.test(t)),
  ],
  [
    'chance',
    (t) =>
      /能上|能不能上|上得了|能进|能报|能不能报|可以报|报得上|能考上|考得上|能录|录取概率|概率|机率|机会|把握|希望|有戏|冲一|能冲|够得着|稳吗|稳不稳|更稳|稳妥|chance|get ?into|admit/i.test(
        t,
      ),
  ],
  [
    'batchLines',
    (t) =>
      /一段线|二段线|特控线|分段线|批次线|一本线|本科线|专科线|高职线|省控线|控制线|(一段|二段|特控|专科(?!学校)).*(线|多少分)|(first|second).?segment|segment ?line|batch ?line/i.test(
        t,
      ),
  ],
  ['cutoffs', (t) => /投档线|分数线|录取线|最低分|录取分|多少分(能|才能|可以)?(上|进)|要多少分|cutoff/i.test(t)],
  ['scoreToRank', (t, h) => h.score && /排|位次|名次|多少名|第几|一分一段|多少人|几个人|rank/i.test(t)],
  // The whole table is too long for a chat reply: the answer asks for the score or rank to look up.
  ['scoreToRank', (t, h) => !h.score && !h.rank && /一分一段/.test(t)],
  ['rankToScore', (t, h) => h.rank && /多少分|分数|几分|score/i.test(t)],
  [
    'profile',
    (t, h) => h.me && !h.score && !h.rank && /分数|成绩|位次|排名|选科|选考|选的|科目|批次|档案|多少分|考了|profile|my ?(score|rank|subjects)/i.test(t),
  ],
]

/** The question type the words ask, the first that recognises them; null: none. */
export const detectIntent = (t: string, h: Holds): Intent | null => RECOGNISERS.find(([, asks]) => asks(t, h))?.[0] ?? null
