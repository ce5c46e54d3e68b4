import type { Truth } from './truth'

export type QuestionType =
  | 'scoreToRank'
  | 'rankToScore'
  | 'cutoffs'
  | 'relativeYear'
  | 'equalScores'
  | 'eligibility'
  | 'chance'
  | 'compare'
  | 'whatCanIGet'
  | 'planFacts'
  | 'schoolFacts'
  | 'batchLines'
  | 'followUp'
  | 'me'
  | 'rules'
  | 'outOfScope'

/** The fixture student of the "我" questions: their figures, computed from the dataset like every other expectation. */
export interface Fixture {
  total: number
  rank: number
  subjects: string[]
  listCount: number
  bands: Record<'chong' | 'wen' | 'bao' | 'no', number>
  /** The list's P(滑档) as the answer writes it, its likeliest landing school, and the 志愿序号 of its least likely row. */
  slip: string
  likeliest: string
  riskiest: number
}

export interface EvalQuestion {
  type: QuestionType
  /** The conversation: earlier turns first, the graded question last. */
  turns: string[]
  /** Figures (or words) the answer must contain; `null`: out of scope, no figure may appear. */
  expect: ((t: Truth, f: Fixture) => string[]) | null
  /** Written before the code that answers it was changed (the block's name): its pass rate measures how the reading generalises. */
  heldOut?: string
}

const q = (type: QuestionType, turns: string | string[], expect: EvalQuestion['expect']): EvalQuestion => ({
  type,
  turns: typeof turns === 'string' ? [turns] : turns,
  expect,
})
const s = (n: number) => String(n)
const held =
  (block: string) =>
  (x: EvalQuestion): EvalQuestion => ({ ...x, heldOut: block })

export const CHAT_QUESTIONS: EvalQuestion[] = [
  // 分数 → 位次
  q('scoreToRank', '2025 年 650 分排多少名', (t) => [s(t.rank(650, 2025))]),
  q('scoreToRank', '我考了612分，全省排第几', (t) => [s(t.rank(612))]),
  q('scoreToRank', '600分是多少位次？', (t) => [s(t.rank(600))]),
  q('scoreToRank', '2024年浙江高考580分的排名是多少', (t) => [s(t.rank(580, 2024))]),
  q('scoreToRank', '2023年 520分 位次', (t) => [s(t.rank(520, 2023))]),
  q('scoreToRank', '请问690分在2026年能排多少名？', (t) => [s(t.rank(690, 2026))]),
  q('scoreToRank', 'What rank is 640 in 2025?', (t) => [s(t.rank(640, 2025))]),
  q('scoreToRank', '今年550分大概全省多少名啊', (t) => [s(t.rank(550))]),
  q('scoreToRank', '2026年一分一段 600分', (t) => [s(t.rank(600, 2026))]),
  // 位次 → 分数
  q('rankToScore', '位次10000大概多少分', (t) => [s(t.score(10000))]),
  q('rankToScore', '2024年排名5000名对应多少分', (t) => [s(t.score(5000, 2024))]),
  q('rankToScore', '2万名在2025年是几分', (t) => [s(t.score(20000, 2025))]),
  q('rankToScore', '排名30000的话分数是多少？', (t) => [s(t.score(30000))]),
  q('rankToScore', '2023年第1500名多少分', (t) => [s(t.score(1500, 2023))]),
  q('rankToScore', 'What score is rank 8000 in 2026?', (t) => [s(t.score(8000, 2026))]),
  // 投档线
  q('cutoffs', '浙江大学的投档线是多少', (t) => t.cutoff('浙江大学', null)),
  q('cutoffs', '浙工大计算机投档线', (t) => t.cutoff('浙江工业大学', '计算机')),
  q('cutoffs', '杭电2024年的录取分数线', (t) => t.cutoff('杭州电子科技大学', null, 2024)),
  q('cutoffs', '宁大最低分多少', (t) => t.cutoff('宁波大学', null)),
  // 临床医学 named whole is that programme, not its cheaper 中外合作 twin (which the cross-year key merges with it).
  q('cutoffs', '温医大临床医学投档线是多少？', (t) => t.programme(t.code('温州医科大学'), '临床医学')),
  q('cutoffs', '2025年浙江师范大学的录取线', (t) => t.cutoff('浙江师范大学', null, 2025)),
  q('cutoffs', '北航去年要多少分', (t) => t.cutoff('北京航空航天大学', null)),
  q('cutoffs', '中国计量大学2023年投档线', (t) => t.cutoff('中国计量大学', null, 2023)),
  q('cutoffs', '哈工大工科试验班在浙江的分数线', (t) => t.cutoff('哈尔滨工业大学', '工科试验班')),
  q('cutoffs', '浙江工商大学会计学2024年投档线多少', (t) => t.cutoff('浙江工商大学', '会计学', 2024)),
  q('cutoffs', '杭师大今年录取线多少', (t) => t.cutoff('杭州师范大学', null)),
  q('cutoffs', '我想知道中科大在浙江的最低位次', (t) => t.cutoff('中国科学技术大学', null)),
  q('cutoffs', '西电电子信息类分数线', (t) => t.cutoff('西安电子科技大学', '电子信息类')),
  q('cutoffs', '浙江中医药大学中医学投档线', (t) => t.cutoff('浙江中医药大学', '中医学')),
  // 等位分
  q('equalScores', '今年620分相当于2024年多少分', (t) => [s(t.equal(620, 2024))]),
  q('equalScores', '600分的等位分是多少', (t) => [s(t.equal(600, 2025)), s(t.equal(600, 2024))]),
  q('equalScores', '650分换算到2023年是几分', (t) => [s(t.equal(650, 2023))]),
  q('equalScores', '我580分，2025年的等位分是多少？', (t) => [s(t.equal(580, 2025))]),
  q('equalScores', '660分在2024年相当于多少分', (t) => [s(t.equal(660, 2024))]),
  // 选考
  q('eligibility', '物化地能报临床医学吗', (t) => t.eligibility(['物理', '化学', '地理'], '临床医学')),
  q('eligibility', '史政地可以报计算机吗？', (t) => t.eligibility(['历史', '思想政治', '地理'], '计算机')),
  q('eligibility', '选了物理化学生物，能报口腔医学吗', (t) => t.eligibility(['物理', '化学', '生物'], '口腔医学')),
  q('eligibility', '物生地能不能报电子信息类', (t) => t.eligibility(['物理', '生物', '地理'], '电子信息类')),
  q('eligibility', '化生技报软件工程有什么选考要求', (t) => t.eligibility(['化学', '生物', '技术'], '软件工程')),
  q('eligibility', '物化技可以报法学吗', (t) => t.eligibility(['物理', '化学', '技术'], '法学')),
  q('eligibility', '史地生能学医吗', (t) => t.eligibility(['历史', '地理', '生物'], '临床医学')),
  // 录取概率
  q('chance', '位次8000能上浙工大吗', (t) => [t.chance('浙江工业大学', null, 8000)]),
  q('chance', '我612分能上浙工大计算机吗', (t) => [s(t.rank(612)), t.chance('浙江工业大学', '计算机', t.rank(612))]),
  q('chance', '排名20000，杭电有多大把握', (t) => [t.chance('杭州电子科技大学', null, 20000)]),
  q('chance', '640分考得上浙大吗', (t) => [t.chance('浙江大学', null, t.rank(640))]),
  q('chance', '位次3万上宁波大学临床医学的概率', (t) => [t.chance('宁波大学', '临床医学', 30000)]),
  q('chance', '5000名能进华科吗', (t) => [t.chance('华中科技大学', null, 5000)]),
  q('chance', '600分浙江工业大学录取机会大吗', (t) => [t.chance('浙江工业大学', null, t.rank(600))]),
  q('chance', '考了645，能不能冲一下上交', (t) => [t.chance('上海交通大学', null, t.rank(645))]),
  // 分段线
  q('batchLines', '2025年一段线多少分', (t) => [t.line(2025, '一段')]),
  q('batchLines', '今年的特控线是多少', (t) => [t.line(2026, '特控线')]),
  q('batchLines', '2024年浙江一段线', (t) => [t.line(2024, '一段')]),
  q('batchLines', '二段线是多少分', (t) => [t.line(2026, '二段')]),
  q('batchLines', '浙江历年分段线', (t) => [t.line(2026, '一段'), t.line(2025, '一段'), t.line(2024, '一段')]),
  q('batchLines', '2023年本科线多少', (t) => [t.line(2023, '一段')]),
  q('batchLines', 'What is the 2025 first segment line?', (t) => [t.line(2025, '一段')]),
  // 追问
  q('followUp', ['浙工大计算机投档线', '那它2024年呢'], (t) => t.cutoff('浙江工业大学', '计算机', 2024)),
  q('followUp', ['我612分能上浙工大计算机吗', '换成杭电呢'], (t) => [t.chance('杭州电子科技大学', '计算机', t.rank(612))]),
  q('followUp', ['我612分能上浙工大计算机吗', '那650分呢'], (t) => [t.chance('浙江工业大学', '计算机', t.rank(650))]),
  q('followUp', ['2025年650分排多少名', '那2024年呢'], (t) => [s(t.rank(650, 2024))]),
  q('followUp', ['2025年650分排多少名', '那630分呢'], (t) => [s(t.rank(630, 2025))]),
  q('followUp', ['杭电投档线', '宁波大学呢'], (t) => t.cutoff('宁波大学', null)),
  q('followUp', ['物化地能报临床医学吗', '那口腔医学呢'], (t) => t.eligibility(['物理', '化学', '地理'], '口腔医学')),
  q('followUp', ['2024年一段线多少', '那2023年呢'], (t) => [t.line(2023, '一段')]),
  // 我的
  q('me', '我的位次是多少', (_t, f) => [s(f.rank)]),
  q('me', '我的选考科目是什么', () => ['物理', '化学', '生物']),
  q('me', '我能上浙江工业大学吗', (t, f) => [t.chance('浙江工业大学', null, f.rank)]),
  q('me', '我的志愿表怎么样', (_t, f) => [s(f.listCount), s(f.bands.bao), s(f.bands.wen)]),
  q('me', '我能报临床医学吗', (t) => t.eligibility(['物理', '化学', '生物'], '临床医学')),
  q('me', '我的分数在2024年相当于多少分', (t, f) => [s(t.equal(f.total, 2024))]),
  // 规则
  q('rules', '三位一体什么时候报名', () => ['春季']),
  q('rules', '平行志愿是怎么投档的', () => ['分数优先']),
  q('rules', '一段能填几个志愿', () => ['80']),
  q('rules', '什么是滑档', () => ['滑档']),
  q('rules', '选考科目有什么规定', () => ['2024']),
  // 无法回答
  q('outOfScope', '浙传播音与主持艺术要多少分', null),
  q('outOfScope', '今天天气怎么样', null),
  q('outOfScope', '帮我写一篇800字的作文', null),
  q('outOfScope', '浙江大学食堂好吃吗', null),
  q('outOfScope', '学计算机以后工资多少', null),
  // Not published yet: the answer says so and gives the newest lines, never a forecast of its own.
  q('batchLines', '2027年一段线会是多少', (t) => [t.line(2026, '一段')]),
  q('outOfScope', '你是谁', null),
  q('outOfScope', '清华大学2024年在浙江招多少人', null),

  // Written while the changes were made (not held out): other ways students and parents ask the same things.
  q('batchLines', '今年一段线多少分', (t) => [t.line(2026, '一段')]),
  q('batchLines', '今年的分数线出来了吗', (t) => [t.line(2026, '一段')]),
  q('chance', '575分，历史类，能上浙江工商大学吗', (t) => [s(t.rank(575)), t.chance('浙江工商大学', null, t.rank(575))]),
  q('eligibility', '计算机科学与技术需要选考哪些科目', (t) => t.eligibility(['物理', '化学', '生物'], '计算机科学与技术')),
  q('whatCanIGet', '我的分数能报哪些985', (_t, f) => ['AI志愿', '985院校', s(f.rank)]),
  q('whatCanIGet', '575分能上哪些211', (t) => ['AI志愿', '211院校', s(t.rank(575))]),
  q('whatCanIGet', '想学医，575分有什么学校推荐', (t) => ['AI志愿', '临床医学', s(t.rank(575))]),
  q('whatCanIGet', '上海的大学有哪些能上', (_t, f) => ['AI志愿', '上海的', s(f.rank)]),
  q('whatCanIGet', '这个分数报哪个学校稳', (_t, f) => ['AI志愿', s(f.rank)]),
  q('scoreToRank', '580分和590分差多少名', (t) => [s(t.rank(580)), s(t.rank(590)), s(t.rank(580) - t.rank(590))]),
  q('schoolFacts', '浙江理工大学在哪里', (t) => ['杭州', t.ruanke('浙江理工大学')]),
  q('schoolFacts', '宁波大学是211吗', (t) => [t.is211('宁波大学'), t.ruanke('宁波大学')]),
  q('schoolFacts', '杭电是几本', (t) => ['一本、二本', t.ruanke('杭州电子科技大学')]),
  q('schoolFacts', '中国计量大学怎么样', (t) => ['公办', t.ruanke('中国计量大学')]),
  q('chance', '孩子考了六百一十二分能上浙工大吗', (t) => [s(t.rank(612)), t.chance('浙江工业大学', null, t.rank(612))]),
  q('chance', '我排名4万5能进杭电吗', (t) => [t.chance('杭州电子科技大学', null, 45000)]),
  q('chance', '1.5万名能上浙大吗', (t) => [t.chance('浙江大学', null, 15000)]),
  q('chance', '杭电计算机有希望吗，我630', (t) => [t.chance('杭州电子科技大学', '计算机', t.rank(630))]),
  q('chance', '冲一冲浙大 640分', (t) => [t.chance('浙江大学', null, t.rank(640))]),
  q('chance', 'Can I get into Zhejiang University with rank 5000?', (t) => [t.chance('浙江大学', null, 5000)]),
  q('whatCanIGet', '三千名能上什么学校', (t) => ['AI志愿', s(t.score(3000))]),
  q('whatCanIGet', '我能上什么学校', (_t, f) => ['AI志愿', s(f.rank)]),
  q('whatCanIGet', '二段能报哪些学校', (_t, f) => ['AI志愿', s(f.rank)]),
  q('cutoffs', '浙工大软件工程多少分能进', (t) => t.cutoff('浙江工业大学', '软件工程')),
  q('cutoffs', '宁大的临床医学要多少分', (t) => t.cutoff('宁波大学', '临床医学')),
  q('cutoffs', '杭州职业技术学院投档线', (t) => t.cutoff('杭州职业技术大学', null)),
  q('relativeYear', 'What was the cutoff of 杭电 last year?', (t) => [...t.cutoff('杭州电子科技大学', null, t.latestCutoffYear), s(t.latestCutoffYear)]),
  q('relativeYear', '浙江大學去年的投檔線是多少', (t) => t.cutoff('浙江大学', null, t.latestCutoffYear)),
  q('relativeYear', '前年一段线', (t) => [t.line(t.latestCutoffYear - 1, '一段')]),
  q('relativeYear', '今年一段线是多少', (t) => [t.line(t.latestCutoffYear, '一段')]),
  q('relativeYear', ['浙工大投档线', '前年的呢'], (t) => t.cutoff('浙江工业大学', null, t.latestCutoffYear - 1)),
  q('relativeYear', '去年600分排多少名', (t) => [s(t.rank(600, t.latestCutoffYear))]),
  q('compare', ['浙大和浙工大哪个好', '那杭电和宁大呢'], (t) => [...t.cutoff('杭州电子科技大学', null), ...t.cutoff('宁波大学', null)]),
  q('compare', '杭电和浙工大的计算机哪个分数高', (t) => [...t.cutoff('杭州电子科技大学', '计算机'), ...t.cutoff('浙江工业大学', '计算机')]),
  q('compare', '我620分，浙工大还是杭电', (t) => [t.chance('浙江工业大学', null, t.rank(620)), t.chance('杭州电子科技大学', null, t.rank(620))]),
  q('compare', '650分能上华科还是武大', (t) => [t.chance('华中科技大学', null, t.rank(650)), t.chance('武汉大学', null, t.rank(650))]),
  q('compare', '浙江大学与复旦大学对比', (t) => [...t.cutoff('浙江大学', null), ...t.cutoff('复旦大学', null)]),
  q('planFacts', '浙工大计算机学制几年', (t) => [s(t.plan('浙江工业大学', '计算机', false).length ?? -1)]),
  q('planFacts', '浙大城市学院学费多少', (t) => [s(t.plan('浙大城市学院', '', false).tuition ?? -1)]),
  q('planFacts', '温医大临床医学中外合作学费', (t) => [s(t.plan('温州医科大学', '临床医学', true).tuition ?? -1)]),
  q('me', '我的志愿表稳不稳', (_t, f) => [s(f.bands.bao), s(f.bands.wen)]),
  q('followUp', ['我612分能上浙工大计算机吗', '2023年的呢'], (t) => t.cutoff('浙江工业大学', '计算机', 2023)),
  q('followUp', ['位次12000能上浙工大吗', '那杭电呢'], (t) => [t.chance('杭州电子科技大学', null, 12000)]),
  q('followUp', ['杭电投档线', '那它前年呢'], (t) => t.cutoff('杭州电子科技大学', null, t.latestCutoffYear - 1)),
  q('batchLines', '专科批的分数线', (t) => [t.line(2026, '二段')]),
  q('outOfScope', '物化生能报哪些专业', null),
  q('outOfScope', '明年一段线大概多少', null),
  q('outOfScope', '浙大王牌专业是什么', null),
  q('outOfScope', '色盲能报临床医学吗', null),
  q('cutoffs', '宁波大学医学去年多少分', (t) => t.cutoff('宁波大学', '临床医学', t.latestCutoffYear)),
  q('chance', ['我考了612分', '能上浙工大吗'], (t) => [s(t.rank(612)), t.chance('浙江工业大学', null, t.rank(612))]),
  q('followUp', ['位次两万能上什么学校', '那三万呢'], (t) => [s(t.score(30000))]),
  q('whatCanIGet', '我想学计算机，620分，推荐几个学校', (t) => ['AI志愿', s(t.rank(620))]),
  q('rules', 'How many choices can I fill?', () => ['80']),
  q('rules', '等位分怎么算', () => ['位次']),
  q('planFacts', '浙工大中外合作办学有哪些专业', (t) => [s(t.plan('浙江工业大学', '软件工程', true).tuition ?? -1)]),
  q('batchLines', '特控线2025年多少', (t) => [t.line(2025, '一段')]),
  q('cutoffs', '浙江工业大学2026年计算机类位次', (t) => t.cutoff('浙江工业大学', '计算机类', 2026)),
  q('cutoffs', '浙大竺可桢学院多少分', (t) => t.cutoff('浙江大学', null)),
  q('cutoffs', '2025年 和 2024年 浙工大 投档线 对比', (t) => [...t.cutoff('浙江工业大学', null, 2025), ...t.cutoff('浙江工业大学', null, 2024)]),
  q('planFacts', '西交利物浦学费', (t) => [s(t.plan('西交利物浦大学', '', true).tuition ?? -1)]),
  q('planFacts', ['浙工大计算机', '它的学费呢'], (t) => [s(t.plan('浙江工业大学', '计算机', false).tuition ?? -1)]),
  q('planFacts', ['浙工大计算机投档线', '学制几年'], (t) => [s(t.plan('浙江工业大学', '计算机', false).length ?? -1)]),
  q('compare', '浙工大跟浙工商比怎么样', (t) => [...t.cutoff('浙江工业大学', null), ...t.cutoff('浙江工商大学', null)]),
  q('compare', ['杭电投档线', '那浙工大和宁大呢'], (t) => [...t.cutoff('浙江工业大学', null), ...t.cutoff('宁波大学', null)]),
  q('chance', '我物化生 想学医 620分 能上温医大吗', (t) => [t.chance('温州医科大学', '临床医学', t.rank(620))]),
  q('scoreToRank', '600分有多少人', (t) => [s(t.count(600))]),
  q('outOfScope', '你好', null),
  q('outOfScope', '浙江一分一段表2026', null),
  q('relativeYear', "What was ZJUT's cutoff the year before last?", (t) => t.cutoff('浙江工业大学', null, t.latestCutoffYear - 1)),
  q('planFacts', '溫州醫科大學臨床醫學學費多少', (t) => [s(t.plan('温州医科大学', '临床医学', false).tuition ?? -1)]),
  q('compare', 'Zhejiang University vs Fudan', (t) => [...t.cutoff('浙江大学', null), ...t.cutoff('复旦大学', null)]),
  q('followUp', ['浙工大计算机', '去年呢', '前年呢'], (t) => t.cutoff('浙江工业大学', '计算机', t.latestCutoffYear - 1)),
  // Held out: written before the changes that answer them, in the words of students and parents at midnight.
  ...[
    q('relativeYear', '杭电的软件工程去年最低多少分', (t) => [...t.cutoff('杭州电子科技大学', '软件工程', t.latestCutoffYear), s(t.latestCutoffYear)]),
    q('relativeYear', '浙工大前年录取分是多少', (t) => [...t.cutoff('浙江工业大学', null, t.latestCutoffYear - 1), s(t.latestCutoffYear - 1)]),
    q('relativeYear', '宁波大学前年的分数线', (t) => t.cutoff('宁波大学', null, t.latestCutoffYear - 1)),
    q('cutoffs', '杭师大 多少分能上', (t) => t.cutoff('杭州师范大学', null)),
    q('cutoffs', '浙江理工大学要多少分', (t) => t.cutoff('浙江理工大学', null)),
    q('followUp', ['我 612 分能上浙工大计算机吗', '那它2024年呢？'], (t) => t.cutoff('浙江工业大学', '计算机', 2024)),
    q('followUp', ['杭电计算机投档线', '2023年的呢'], (t) => t.cutoff('杭州电子科技大学', '计算机', 2023)),
    q('followUp', ['浙工大计算机投档线', '那软件工程呢'], (t) => t.cutoff('浙江工业大学', '软件工程')),
    q('followUp', ['位次8000能上浙工大吗', '换成宁大呢'], (t) => [t.chance('宁波大学', null, 8000)]),
    q('compare', '浙大和浙工大哪个好', (t) => [...t.cutoff('浙江大学', null), ...t.cutoff('浙江工业大学', null)]),
    q('compare', '浙工大和杭电哪个更稳', (t) => [...t.cutoff('浙江工业大学', null), ...t.cutoff('杭州电子科技大学', null)]),
    q('compare', '620分 杭电和宁大选哪个', (t) => [t.chance('杭州电子科技大学', null, t.rank(620)), t.chance('宁波大学', null, t.rank(620))]),
    q('whatCanIGet', '位次两万能上什么学校', (t) => ['AI志愿', s(t.score(20000))]),
    q('whatCanIGet', '我考了600分能上哪些大学', (t) => ['AI志愿', s(t.rank(600))]),
    q('scoreToRank', '６１２分排多少', (t) => [s(t.rank(612))]),
    q('rankToScore', '排名1.5万大概多少分', (t) => [s(t.score(15000))]),
    q('scoreToRank', '考了 598 全省排名多少', (t) => [s(t.rank(598))]),
    q('chance', '位次12000，浙江工业大学稳吗', (t) => [t.chance('浙江工业大学', null, 12000)]),
    q('chance', '615分 杭电 有希望吗', (t) => [t.chance('杭州电子科技大学', null, t.rank(615))]),
    q('chance', '630分冲一冲浙大有戏吗', (t) => [t.chance('浙江大学', null, t.rank(630))]),
    q('cutoffs', 'What is the cutoff of 浙江大学 in 2025?', (t) => t.cutoff('浙江大学', null, 2025)),
    q('cutoffs', '浙江工業大學的投檔線是多少', (t) => t.cutoff('浙江工业大学', null)),
    q('me', '我的志愿表滑档概率多大', (_t, f) => [s(f.listCount)]),
    q('me', '我填了几个志愿', (_t, f) => [s(f.listCount)]),
    q('batchLines', '二段线去年多少', (t) => [t.line(t.latestCutoffYear, '二段')]),
    q('batchLines', '专科线是多少', (t) => [t.line(2026, '二段')]),
    q('outOfScope', '浙大宿舍有空调吗', null),
    q('outOfScope', '复读一年能提高多少分', null),
    q('planFacts', '浙工大中外合作软件工程学费多少', (t) => [s(t.plan('浙江工业大学', '软件工程', true).tuition ?? -1)]),
    q('planFacts', '温医大临床医学学制几年', (t) => [s(t.plan('温州医科大学', '临床医学', false).length ?? -1)]),
  ].map(held('first')),
  // Held out, second block: written after the first round of changes and before the second, as a fresh measure.
  ...[
    q('chance', '我女儿估分605，能不能报浙江工商大学', (t) => [t.chance('浙江工商大学', null, t.rank(605))]),
    q('relativeYear', '浙江理工大学计算机去年投档线', (t) => t.cutoff('浙江理工大学', '计算机', t.latestCutoffYear)),
    q('whatCanIGet', '排名一万二能上哪些学校', (t) => ['AI志愿', s(t.score(12000))]),
    q('cutoffs', '杭师大临床医学要多少分', (t) => t.cutoff('杭州师范大学', '临床医学')),
    q('followUp', ['浙工大投档线', '那浙理工呢'], (t) => t.cutoff('浙江理工大学', null)),
    q('followUp', ['620分能上浙工大吗', '那杭电计算机呢'], (t) => [t.chance('杭州电子科技大学', '计算机', t.rank(620))]),
    q('compare', ['浙大和浙工大哪个好', '我位次15000呢'], (t) => [t.chance('浙江大学', null, 15000), t.chance('浙江工业大学', null, 15000)]),
    q('compare', '宁大和温医大临床医学哪个分高', (t) => [...t.cutoff('宁波大学', '临床医学'), ...t.cutoff('温州医科大学', '临床医学')]),
    q('planFacts', '中国计量大学学费', (t) => [s(t.plan('中国计量大学', '', false).tuition ?? -1)]),
    q('planFacts', '浙江财经大学会计学学制', (t) => [s(t.plan('浙江财经大学', '会计学', false).length ?? -1)]),
    q('rankToScore', '2024年 位次 3万 多少分', (t) => [s(t.score(30000, 2024))]),
    q('scoreToRank', '６２０分在２０２５年排名', (t) => [s(t.rank(620, 2025))]),
    q('me', '我的档案里分数多少', (_t, f) => [s(f.total)]),
    q('me', '我选的什么科目', () => ['物理', '化学', '生物']),
    q('me', '我的志愿表有几个冲的', (_t, f) => [s(f.bands.chong)]),
    q('batchLines', '浙江一段线2024', (t) => [t.line(2024, '一段')]),
    q('batchLines', '2022年本科线', (t) => [t.line(2022, '一段')]),
    q('cutoffs', '浙江大學2024年投檔線', (t) => t.cutoff('浙江大学', null, 2024)),
    q('scoreToRank', 'What is the rank of 600 points in 2024?', (t) => [s(t.rank(600, 2024))]),
    q('cutoffs', 'cutoff of Ningbo University 2025', (t) => t.cutoff('宁波大学', null, 2025)),
    q('outOfScope', '明年浙工大分数线会涨吗', null),
    q('outOfScope', '浙大的宿舍几人间', null),
    q('cutoffs', '清华北大要多少分', (t) => t.cutoff('清华大学', null)),
    q('compare', '杭电跟浙工大比哪个分数高', (t) => [...t.cutoff('杭州电子科技大学', null), ...t.cutoff('浙江工业大学', null)]),
    q('eligibility', '我能报医学吗', (t) => t.eligibility(['物理', '化学', '生物'], '医学')),
    q('chance', '考了590能上杭电吗', (t) => [t.chance('杭州电子科技大学', null, t.rank(590))]),
  ].map(held('second')),
]
