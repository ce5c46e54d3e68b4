import { chatMessage as m, type ChatMessageKey } from '@/ports/api/chatMessages'
import type { Lang } from '@/ports/api/lang'
import type { ChatTools } from '../../ports/ChatModel'
import type { ToolMiss } from '../../ports/ChatToolTypes'
import type { Understood } from './understand'

export interface Written {
  sentences: string[]
  called: string[]
}

type Say = (key: ChatMessageKey, params?: Record<string, string | number>) => string

function missText(say: Say, miss: ToolMiss): string {
  const years = (miss.years ?? []).join('、')
  switch (miss.reason) {
    case 'noTable':
      return say('chat.miss.noTable', { years })
    case 'outOfTable':
      return say('chat.miss.outOfTable', { year: years })
    case 'unknownSchool':
      return say('chat.miss.unknownSchool')
    case 'unknownMajor':
      return say('chat.miss.unknownMajor')
    case 'noProfile':
    case 'noRank':
      return say('chat.miss.noProfile')
    case 'noList':
      return say('chat.miss.noList')
    default:
      return say('chat.miss.noData')
  }
}

const BATCHES: Array<[RegExp, string]> = [
  [/特控|一本|重点线/, '特控线'],
  [/一段|本科线|firstsegment/i, '一段'],
  [/二段|专科|高职|secondsegment/i, '二段'],
]

/** Limits a question may ask about, and the words the plan notes write them with. */
const NOTE_LIMITS: Array<[RegExp, string[]]> = [
  [/色盲|色弱|色觉/, ['色盲', '色弱', '色觉']],
  [/单科|英语|外语|数学|语文|不低于/, ['不低于', '单科']],
  [/体检|身高|视力|裸眼/, ['体检', '身高', '视力']],
  [/校区/, ['校区']],
]

/**
 * Runs the tools the understood question needs and writes the reply from their results only; each sentence
 * goes to `emit` as soon as it is written, so the first one streams while later tools still run.
 */
export async function answerQuestion(
  tools: ChatTools,
  u: Understood,
  lang: Lang,
  emit: (sentence: string, calledSoFar: readonly string[]) => void = () => {},
): Promise<Written> {
  const called: string[] = []
  const say: Say = (key, params) => m(key, lang, params)
  const sentences: string[] = []
  const out = {
    push(...xs: string[]) {
      for (const x of xs) {
        sentences.push(x)
        emit(x, called)
      }
    },
  }
  const call = <K extends keyof ChatTools>(name: K): ChatTools[K]['run'] => {
    called.push(name)
    // The tools are plain objects whose run reads no `this`; bind keeps the unbound-method rule satisfied.
    const tool: ChatTools[K] = tools[name]
    return tool.run.bind(tool)
  }
  /** A list's items as sentences: separated by "；", the last one closing with "。". */
  const list = (items: string[]) => items.forEach((x, i) => out.push(x + (i === items.length - 1 ? say('chat.list.end') : say('chat.list.sep'))))
  /** Says which year a "去年"/"前年" was taken for, once the tool has named it. */
  const relativeNote = (year: number, newest: number) => {
    if (u.yearWord === null) return
    out.push(year === newest ? say('chat.year.relative', { word: u.yearWord, year }) : say('chat.year.relativeBack', { word: u.yearWord, newest, year }))
  }

  const majorText = u.major ? say('chat.major.suffix', { major: u.major }) : ''
  const bandText = (b: 'chong' | 'wen' | 'bao' | 'no') => say(`chat.band.${b}`)

  /** The student's rank: the question's, its score's (newest table), or the profile's for "我" questions. */
  async function rankToUse(profile = true): Promise<number | null> {
    if (u.rank !== null) return u.rank
    if (u.score !== null) {
      const r = await call('scoreToRank')({ score: u.score, ...(u.year !== null && u.intent !== 'chance' ? { year: u.year } : {}) })
      if (!r.ok) {
        out.push(missText(say, r))
        return null
      }
      out.push(say('chat.chance.fromScore', { score: r.score, year: r.year, rank: r.rank }))
      return r.rank
    }
    if (!profile) return null
    const p = await call('myProfile')({})
    if (p.ok && p.rank !== null) {
      out.push(say('chat.chance.fromProfile', { rank: p.rank }))
      return p.rank
    }
    out.push(say('chat.miss.noProfile'))
    return null
  }

  // A premise no data meets is said first: a place off the earth ends the answer; another province's admission is
  // not in our data, so the answer says whose figures follow.
  if (u.premise?.kind === 'impossiblePlace') {
    out.push(say('chat.premise.impossiblePlace', { word: u.premise.word }))
    return { sentences, called }
  }
  if (u.premise?.kind === 'otherProvince' && u.intent !== null && ['cutoffs', 'chance', 'compare', 'batchLines', 'planFacts'].includes(u.intent))
    out.push(say('chat.premise.otherProvince', { word: u.premise.word }))
  if (u.sisterOf && u.school) out.push(say('chat.school.sister', { asked: u.sisterOf.name, school: u.school.name, code: u.school.code, major: u.major ?? '' }))
  // A year after the newest in the data has nothing published yet: say so rather than offer a guess.
  if (
    u.yearsBack !== null &&
    u.yearsBack < 0 &&
    u.intent !== null &&
    ['cutoffs', 'batchLines', 'scoreToRank', 'rankToScore', 'equalScores', 'compare'].includes(u.intent)
  ) {
    out.push(say('chat.year.future', { word: u.yearWord ?? '' }))
    return { sentences, called }
  }
  switch (u.intent) {
    case 'rule': {
      const r = await call('ruleText')({ topic: u.ruleTopic ?? '' })
      out.push(r.ok ? r.text : missText(say, r))
      break
    }
    case 'scoreToRank': {
      if (u.score === null) {
        out.push(say('chat.need.score'))
        break
      }
      let r = await call('scoreToRank')({ score: u.score, ...(u.year !== null ? { year: u.year } : {}) })
      const newest = r.ok ? r.year : 0
      if (r.ok && u.yearsBack) r = await call('scoreToRank')({ score: u.score, year: r.year - u.yearsBack })
      if (r.ok) relativeNote(r.year, newest)
      out.push(r.ok ? say('chat.scoreToRank', { year: r.year, score: r.score, rank: r.rank, count: r.count }) : missText(say, r))
      break
    }
    case 'rankToScore': {
      if (u.rank === null) {
        out.push(say('chat.need.score'))
        break
      }
      let r = await call('rankToScore')({ rank: u.rank, ...(u.year !== null ? { year: u.year } : {}) })
      const newest = r.ok ? r.year : 0
      if (r.ok && u.yearsBack) r = await call('rankToScore')({ rank: u.rank, year: r.year - u.yearsBack })
      if (r.ok) relativeNote(r.year, newest)
      out.push(r.ok ? say('chat.rankToScore', { year: r.year, rank: r.rank, score: r.score }) : missText(say, r))
      break
    }
    case 'equalScores': {
      let score = u.score
      if (score === null && u.me) {
        const p = await call('myProfile')({})
        score = p.ok ? p.total : null
      }
      if (score === null) {
        out.push(say('chat.need.score'))
        break
      }
      // The score is of the year written with it ("2023年的576分…"), else of the newest year; the year asked for
      // ("…相当于2026年多少分") narrows the others to it.
      const r = await call('equalScores')({ score, ...(u.equalFrom !== null ? { year: u.equalFrom } : {}) })
      if (!r.ok) {
        out.push(missText(say, r))
        break
      }
      const target = u.equalTo ?? (u.equalFrom === null ? u.year : null)
      const others = target !== null && target !== r.year ? r.others.filter((o) => o.year === target) : r.others
      if (target !== null && target !== r.year && others.length === 0) {
        out.push(say('chat.miss.noTable', { years: [r.year, ...r.others.map((o) => o.year)].sort().join('、') }))
        break
      }
      out.push(say('chat.equalScores.head', { year: r.year, score: r.score, rank: r.rank }))
      out.push((others.length > 0 ? others : r.others).map((o) => say('chat.equalScores.item', o)).join(say('chat.list.sep')) + say('chat.list.end'))
      out.push(say('chat.equalScores.tail'))
      break
    }
    case 'cutoffs': {
      if (!u.school) {
        out.push(u.major ? say('chat.need.school') : say('chat.miss.unknownSchool'))
        break
      }
      const school = u.school
      // Several programmes share the words ("工科试验班"): each one's figure, never one picked silently.
      if (u.programmes.length > 1) {
        out.push(say('chat.cutoffs.variants', { school: school.name, major: u.major ?? '', count: u.programmes.length }))
        const items: string[] = []
        for (const programme of u.programmes.slice(0, 8)) {
          const r = await call('schoolCutoffs')({ schoolCode: school.code, programme })
          const newest = r.ok ? r.years[0].year : null
          const want = u.year ?? (u.yearsBack !== null && newest !== null ? newest - u.yearsBack : newest)
          const y = r.ok ? r.years.find((x) => x.year === want) : undefined
          items.push(
            y
              ? say('chat.cutoffs.variantItem', {
                  name: programme,
                  year: y.year,
                  score: y.minScore ?? say('chat.cutoffs.noRank'),
                  rank: y.minRank ?? say('chat.cutoffs.noRank'),
                })
              : say('chat.cutoffs.variantNone', { name: programme, year: want ?? u.year ?? '' }),
          )
        }
        list(items)
        break
      }
      const programme = u.programmes.length === 1 ? u.programmes[0] : undefined
      // A relative year is counted back from the school's newest year, so the answer asks the tool for all years first.
      const r = await call('schoolCutoffs')({
        schoolCode: school.code,
        ...(programme !== undefined ? { programme } : u.major ? { major: u.major } : {}),
        ...(u.year !== null && u.yearsBack === null && u.years.length === 0 ? { year: u.year } : {}),
      })
      const wanted = r.ok && u.yearsBack !== null ? r.years[0].year - u.yearsBack : u.year
      // Several years named ("2025年和2024年对比") show those years side by side.
      const years = r.ok
        ? u.years.length > 0
          ? r.years.filter((y) => u.years.includes(y.year))
          : u.yearsBack !== null
            ? r.years.filter((y) => y.year === wanted)
            : r.years
        : []
      if (!r.ok || years.length === 0) {
        out.push(
          u.year !== null
            ? say('chat.cutoffs.none', { school: school.name, major: majorText, year: u.year })
            : say('chat.cutoffs.noneAtAll', { school: school.name, major: majorText }),
        )
        break
      }
      if (u.yearsBack !== null && r.ok) relativeNote(years[0].year, r.years[0].year)
      out.push(say('chat.cutoffs.head', { school: r.school.name, major: majorText }))
      list(
        years.slice(0, u.years.length > 0 ? u.years.length : 4).map((y) =>
          say('chat.cutoffs.item', {
            year: y.year,
            score: y.minScore ?? say('chat.cutoffs.noRank'),
            rank: y.minRank ?? say('chat.cutoffs.noRank'),
            name: y.majorName,
          }),
        ),
      )
      if (r.trend && u.yearsBack === null) out.push(say(`chat.trend.${r.trend}`))
      break
    }
    case 'chance': {
      if (!u.school && !u.major) {
        out.push(say('chat.need.school'))
        break
      }
      const rank = await rankToUse()
      if (rank === null) break
      let subjects = u.subjects
      if (!subjects && u.me) {
        const p = await call('myProfile')({})
        subjects = p.ok && p.subjects.length > 0 ? p.subjects : null
      }
      const r = await call('admitChance')({
        rank,
        ...(u.school ? { schoolCode: u.school.code } : {}),
        ...(u.major ? { major: u.major } : {}),
        ...(subjects ? { subjects } : {}),
      })
      if (!r.ok) {
        out.push(missText(say, r))
        break
      }
      if (r.rows.length === 0) {
        out.push(say('chat.chance.none', { year: r.year, school: u.school?.name ?? '', major: majorText }))
        break
      }
      out.push(say('chat.chance.head', { year: r.year, rank: r.rank }))
      list(
        r.rows.map((row) =>
          say('chat.chance.item', {
            school: row.schoolName,
            major: row.majorName,
            p: row.probability,
            band: bandText(row.band) + (row.eligible === false ? say('chat.chance.closed') : ''),
          }),
        ),
      )
      if (r.total > r.rows.length) out.push(say('chat.chance.more', { total: r.total }))
      out.push(say('chat.chance.note'))
      break
    }
    case 'eligibility': {
      let subjects = u.subjects
      if (!subjects) {
        const p = await call('myProfile')({})
        subjects = p.ok && p.subjects.length > 0 ? p.subjects : null
      }
      if (!subjects) {
        out.push(say('chat.need.subjects'))
        break
      }
      if (!u.major) {
        out.push(say('chat.eligibility.needMajor', { subjects: subjects.join('') }))
        break
      }
      // A named school narrows the question to its programmes; when it has none, that is the answer's first sentence.
      if (u.school) {
        const own = await call('checkEligibility')({ subjects, major: u.major, schoolCode: u.school.code })
        if (own.ok && own.total === 0) out.push(say('chat.eligibility.noneAtSchool', { school: u.school.name, year: own.year, major: own.major }))
        else if (own.ok) {
          out.push(
            say('chat.eligibility.headSchool', {
              school: u.school.name,
              year: own.year,
              major: own.major,
              total: own.total,
              open: own.open,
              closed: own.closed,
              subjects: own.subjects.join(''),
            }),
          )
          if (own.openExamples.length > 0) out.push(say('chat.eligibility.open', { list: own.openExamples.join('、') }))
          if (own.closedExamples.length > 0) out.push(say('chat.eligibility.closed', { list: own.closedExamples.join('、') }))
          if (own.planSubjects !== '' && own.subjects.join('') !== own.planSubjects)
            out.push(say('chat.eligibility.caveat', { year: own.year, planSubjects: own.planSubjects }))
          break
        }
        out.push(say('chat.eligibility.elsewhere', { major: u.major }))
      }
      const r = await call('checkEligibility')({ subjects, major: u.major })
      if (!r.ok) {
        out.push(missText(say, r))
        break
      }
      if (r.total === 0) {
        out.push(say('chat.eligibility.none', { year: r.year, major: r.major }))
        break
      }
      out.push(say('chat.eligibility.head', { year: r.year, major: r.major, total: r.total, open: r.open, closed: r.closed, subjects: r.subjects.join('') }))
      if (r.openExamples.length > 0) out.push(say('chat.eligibility.open', { list: r.openExamples.join('、') }))
      if (r.closedExamples.length > 0) out.push(say('chat.eligibility.closed', { list: r.closedExamples.join('、') }))
      if (r.planSubjects !== '' && r.subjects.join('') !== r.planSubjects)
        out.push(say('chat.eligibility.caveat', { year: r.year, planSubjects: r.planSubjects }))
      break
    }
    case 'batchLines': {
      const r = await call('batchLines')(u.year !== null ? { year: u.year } : {})
      if (!r.ok) {
        out.push(say('chat.miss.noData'))
        break
      }
      const wanted = u.yearsBack !== null ? r.rows[0].year - u.yearsBack : null
      const ofYear = u.year !== null ? r.rows : wanted !== null ? r.rows.filter((x) => x.year === wanted) : r.rows
      // A line the question names (特控线, 一段, 二段 or 专科, which is 二段) narrows the rows to it; without one, the last three years.
      const named = BATCHES.filter(([re]) => re.test(u.text)).map(([, b]) => b)
      const recent = u.year !== null || wanted !== null ? ofYear : ofYear.filter((x) => x.year >= r.rows[0].year - 2)
      const rows = named.length > 0 ? recent.filter((x) => named.includes(x.batch)) : recent
      if (rows.length === 0) {
        out.push(ofYear.length > 0 ? say('chat.batchLines.noBatch', { batch: named.join('、') }) : say('chat.miss.noData'))
        if (ofYear.length === 0) break
        out.push(say('chat.batchLines.head'))
        list(
          ofYear.map(
            (x) =>
              say('chat.batchLines.item', { year: x.year, batch: x.batch, score: x.score }) +
              (x.rank !== null ? say('chat.batchLines.rank', { rank: x.rank }) : ''),
          ),
        )
        break
      }
      if (wanted !== null) relativeNote(rows[0].year, r.rows[0].year)
      if (/专科|高职/.test(u.text)) out.push(say('chat.batchLines.specialist'))
      out.push(say('chat.batchLines.head'))
      list(
        rows.map(
          (x) =>
            say('chat.batchLines.item', { year: x.year, batch: x.batch, score: x.score }) +
            (x.rank !== null ? say('chat.batchLines.rank', { rank: x.rank }) : ''),
        ),
      )
      break
    }
    case 'profile': {
      const r = await call('myProfile')({})
      if (!r.ok) {
        out.push(missText(say, r))
        break
      }
      const unset = say('chat.profile.unset')
      out.push(say('chat.profile', { total: r.total ?? unset, rank: r.rank ?? unset, subjects: r.subjects.join('、') || unset, batch: r.batch ?? unset }))
      break
    }
    case 'volunteers': {
      const r = await call('myVolunteers')({})
      if (!r.ok) {
        out.push(missText(say, r))
        break
      }
      out.push(say('chat.volunteers.head', { year: r.year, count: r.count, ...r.bands }))
      const asksRisk = /滑档|风险|稳不稳|安全|保险|怎么样|如何|risk|safe|slide/i.test(u.text)
      const asksLanding = /最可能|被哪|录到哪|录哪|落在|哪个录取|land/i.test(u.text)
      const asksRiskiest = /危险|最悬|最没把握|最难|风险最大|riskiest/i.test(u.text)
      const o = r.outcome
      if ((asksRisk || asksLanding || asksRiskiest) && !o) out.push(say('chat.volunteers.noOutcome'), say('chat.volunteers.risk', r.bands))
      if (o && (asksRisk || asksLanding)) out.push(say('chat.volunteers.slip', { rank: o.rank, slip: o.slip }))
      if (o && (asksLanding || asksRisk) && o.likeliest.length > 0) {
        out.push(say('chat.volunteers.likeliest'))
        list(o.likeliest.map((x) => say('chat.volunteers.likeliestItem', { position: x.position, school: x.schoolName, major: x.majorName, p: x.probability })))
      }
      if (o?.riskiest && asksRiskiest) {
        const w = o.riskiest
        out.push(
          say('chat.volunteers.riskiest', {
            position: w.position,
            school: w.schoolName,
            major: w.majorName,
            p: w.probability,
            band: bandText(w.band ?? 'no'),
          }) +
            (w.lastRank !== null && w.lastYear !== null
              ? say('chat.volunteers.riskiestWhy', { year: w.lastYear, lastRank: w.lastRank, rank: o.rank })
              : say('chat.volunteers.riskiestNoHistory')),
        )
        out.push(say('chat.volunteers.riskiestNote'))
      }
      // The rows themselves only when the question asks to see the list, not for one figure about it.
      if (!(asksRisk || asksLanding || asksRiskiest) || /列出|看看|有哪些|显示|show|list them/i.test(u.text))
        list(
          r.rows.slice(0, 10).map((row) =>
            say('chat.volunteers.item', {
              position: row.position,
              school: row.schoolName,
              major: row.majorName,
              p: row.probability ? `${row.probability}（${bandText(row.band ?? 'no')}）` : say('chat.volunteers.noP'),
            }),
          ),
        )
      break
    }
    case 'compare': {
      const cut: string[] = []
      // Programmes of one school side by side: each one's newest cutoff (or the years asked), and chances below.
      for (const x of u.programmesCompared.flatMap((c) => c.programmes.slice(0, 4).map((programme) => ({ school: c.school, programme })))) {
        const r = await call('schoolCutoffs')({ schoolCode: x.school.code, programme: x.programme })
        const shown = r.ok
          ? u.years.length > 0
            ? r.years.filter((y) => u.years.includes(y.year))
            : u.year !== null
              ? r.years.filter((y) => y.year === u.year)
              : r.years.slice(0, 1)
          : []
        const major = say('chat.major.suffix', { major: x.programme })
        if (shown.length === 0) cut.push(say('chat.compare.noCutoff', { school: x.school.name, major }))
        for (const y of shown)
          cut.push(
            say('chat.compare.cutoff', {
              school: x.school.name,
              major,
              year: y.year,
              score: y.minScore ?? say('chat.cutoffs.noRank'),
              rank: y.minRank ?? say('chat.cutoffs.noRank'),
              name: y.majorName,
            }),
          )
      }
      for (const school of u.compared) {
        const r = await call('schoolCutoffs')({
          schoolCode: school.code,
          ...(u.major ? { major: u.major } : {}),
          ...(u.year !== null && u.years.length === 0 ? { year: u.year } : {}),
        })
        // The years asked ("2020到2026年", "2025年和2024年"), else the newest.
        const shown = r.ok ? (u.years.length > 0 ? r.years.filter((y) => u.years.includes(y.year)) : r.years.slice(0, 1)) : []
        if (shown.length === 0) cut.push(say('chat.compare.noCutoff', { school: school.name, major: majorText }))
        for (const y of shown)
          cut.push(
            say('chat.compare.cutoff', {
              school: school.name,
              major: majorText,
              year: y.year,
              score: y.minScore ?? say('chat.cutoffs.noRank'),
              rank: y.minRank ?? say('chat.cutoffs.noRank'),
              name: y.majorName,
            }),
          )
      }
      if (/就业|工资|薪|离家|距离|远近|环境|宿舍|食堂|名气|口碑|排名/.test(u.text)) out.push(say('chat.compare.notInData'))
      out.push(say('chat.compare.head'))
      list(cut)
      // Chances only for a rank the student gave or asked about ("我"/"更稳"): a comparison alone does not read the profile.
      const wantsChance = u.score !== null || u.rank !== null || u.me || /稳|把握|概率|机会|希望|能上|容易|好考/.test(u.text)
      let rank = wantsChance ? await rankToUse(false) : null
      if (rank === null && wantsChance) {
        const p = await call('myProfile')({})
        if (p.ok && p.rank !== null) {
          out.push(say('chat.chance.fromProfile', { rank: p.rank }))
          rank = p.rank
        }
      }
      if (rank !== null) {
        const rows: string[] = []
        let year: number | null = null
        for (const x of u.programmesCompared) {
          const r = await call('admitChance')({ rank, schoolCode: x.school.code, major: x.major })
          if (!r.ok) continue
          year = r.year
          const best = r.rows[0] as (typeof r.rows)[number] | undefined
          rows.push(
            best
              ? say('chat.compare.chance', { school: x.school.name, major: best.majorName, p: best.probability, band: bandText(best.band) })
              : say('chat.compare.noChance', { school: `${x.school.name}${say('chat.major.suffix', { major: x.major })}` }),
          )
        }
        for (const school of u.compared) {
          const r = await call('admitChance')({ rank, schoolCode: school.code, ...(u.major ? { major: u.major } : {}) })
          if (!r.ok) continue
          year = r.year
          const best = r.rows[0] as (typeof r.rows)[number] | undefined
          rows.push(
            best
              ? say('chat.compare.chance', { school: school.name, major: best.majorName, p: best.probability, band: bandText(best.band) })
              : say('chat.compare.noChance', { school: school.name }),
          )
        }
        if (year !== null) {
          out.push(say('chat.compare.chanceHead', { year, rank }))
          list(rows)
          out.push(say('chat.chance.note'))
        }
      } else out.push(say('chat.compare.askRank'))
      out.push(say('chat.compare.tail'))
      break
    }
    case 'whatCanIGet': {
      out.push(say('chat.whatCanIGet.intro'))
      let rank = u.rank
      if (rank !== null) {
        const r = await call('rankToScore')({ rank })
        if (r.ok) out.push(say('chat.whatCanIGet.rankScore', { rank: r.rank, year: r.year, score: r.score }))
      } else rank = await rankToUse(true)
      if (rank === null) break
      const r = await call('nearCutoffs')({ rank, ...(u.major ? { major: u.major } : {}) })
      if (!r.ok) break
      if (r.rows.length === 0) {
        out.push(say('chat.whatCanIGet.none', { year: r.year, rank: r.rank, major: majorText }))
        break
      }
      out.push(say('chat.whatCanIGet.head', { year: r.year, rank: r.rank, total: r.total, major: majorText }))
      list(
        r.rows.map((x) =>
          say('chat.whatCanIGet.item', { school: x.schoolName, major: x.majorName, score: x.minScore ?? say('chat.cutoffs.noRank'), minRank: x.minRank }),
        ),
      )
      break
    }
    case 'planFacts': {
      if (!u.school) {
        out.push(say('chat.planFacts.needSchool'))
        break
      }
      const noteWords = NOTE_LIMITS.find(([re]) => re.test(u.text))?.[1]
      const r = await call('planFacts')({
        schoolCode: u.school.code,
        ...(u.major ? { major: u.major } : {}),
        ...(u.sinoForeign ? { sinoForeign: true } : {}),
        ...(noteWords ? { noteWords } : {}),
      })
      if (!r.ok) {
        out.push(say('chat.planFacts.none', { school: u.school.name, major: majorText }))
        break
      }
      if (r.total === 0) {
        out.push(say('chat.planFacts.noLimit', { school: r.school.name, major: majorText, year: r.year }))
        out.push(say('chat.planFacts.limits'))
        break
      }
      const unset = say('chat.planFacts.unset')
      out.push(say('chat.planFacts.head', { school: r.school.name, major: majorText, year: r.year, total: r.total }))
      list(
        r.rows.map((x) =>
          say('chat.planFacts.item', {
            name: x.majorName + (x.sinoForeign && !/中外合作/.test(x.majorName) ? say('chat.planFacts.sinoForeign') : ''),
            tuition: x.tuition ?? unset,
            length: x.length ?? unset,
            note: x.note.trim() !== '' ? say('chat.planFacts.note', { note: x.note.trim().replace(/[。；;.\s]+$/, '') }) : '',
          }),
        ),
      )
      if (r.total > r.rows.length) out.push(say('chat.planFacts.more', { total: r.total }))
      out.push(say('chat.planFacts.limits'))
      break
    }
    default:
      out.push(u.greeting ? say('chat.hello') : say('chat.fallback'))
  }
  return { sentences, called }
}
