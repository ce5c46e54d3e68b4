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

/** Runs the tools the understood question needs and writes the reply from their results only. */
export async function answerQuestion(tools: ChatTools, u: Understood, lang: Lang): Promise<Written> {
  const called: string[] = []
  const say: Say = (key, params) => m(key, lang, params)
  const out: string[] = []
  const call = <K extends keyof ChatTools>(name: K): ChatTools[K]['run'] => {
    called.push(name)
    // The tools are plain objects whose run reads no `this`; bind keeps the unbound-method rule satisfied.
    const tool: ChatTools[K] = tools[name]
    return tool.run.bind(tool)
  }
  const majorText = u.major ? say('chat.major.suffix', { major: u.major }) : ''
  const bandText = (b: 'chong' | 'wen' | 'bao' | 'no') => say(`chat.band.${b}`)

  /** The student's rank: the question's, its score's (newest table), or the profile's for "我" questions. */
  async function rankToUse(): Promise<number | null> {
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
    const p = await call('myProfile')({})
    if (p.ok && p.rank !== null) {
      out.push(say('chat.chance.fromProfile', { rank: p.rank }))
      return p.rank
    }
    out.push(say('chat.miss.noProfile'))
    return null
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
      const r = await call('scoreToRank')({ score: u.score, ...(u.year !== null ? { year: u.year } : {}) })
      out.push(r.ok ? say('chat.scoreToRank', { year: r.year, score: r.score, rank: r.rank, count: r.count }) : missText(say, r))
      break
    }
    case 'rankToScore': {
      if (u.rank === null) {
        out.push(say('chat.need.score'))
        break
      }
      const r = await call('rankToScore')({ rank: u.rank, ...(u.year !== null ? { year: u.year } : {}) })
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
      // "2024年相当于多少分" names the target year; the score is then of the newest year.
      const r = await call('equalScores')({ score })
      if (!r.ok) {
        out.push(missText(say, r))
        break
      }
      const others = u.year !== null && u.year !== r.year ? r.others.filter((o) => o.year === u.year) : r.others
      out.push(say('chat.equalScores.head', { year: r.year, score: r.score, rank: r.rank }))
      out.push((others.length > 0 ? others : r.others).map((o) => say('chat.equalScores.item', o)).join('；') + '。')
      out.push(say('chat.equalScores.tail'))
      break
    }
    case 'cutoffs': {
      if (!u.school) {
        out.push(u.major ? say('chat.need.school') : say('chat.miss.unknownSchool'))
        break
      }
      const r = await call('schoolCutoffs')({ schoolCode: u.school.code, ...(u.major ? { major: u.major } : {}), ...(u.year !== null ? { year: u.year } : {}) })
      if (!r.ok) {
        out.push(
          u.year !== null
            ? say('chat.cutoffs.none', { school: u.school.name, major: majorText, year: u.year })
            : say('chat.cutoffs.noneAtAll', { school: u.school.name, major: majorText }),
        )
        break
      }
      out.push(say('chat.cutoffs.head', { school: r.school.name, major: majorText }))
      for (const y of r.years.slice(0, 4))
        out.push(
          say('chat.cutoffs.item', {
            year: y.year,
            score: y.minScore ?? say('chat.cutoffs.noRank'),
            rank: y.minRank ?? say('chat.cutoffs.noRank'),
            name: y.majorName,
          }) + '；',
        )
      if (r.trend) out.push(say(`chat.trend.${r.trend}`))
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
      for (const row of r.rows)
        out.push(
          say('chat.chance.item', {
            school: row.schoolName,
            major: row.majorName,
            p: row.probability,
            band: bandText(row.band) + (row.eligible === false ? say('chat.chance.closed') : ''),
          }) + '；',
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
        out.push(say('chat.need.major'))
        break
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
      out.push(say('chat.batchLines.head'))
      const rows = u.year !== null ? r.rows : r.rows.filter((x) => x.year >= r.rows[0].year - 2)
      for (const x of rows)
        out.push(
          say('chat.batchLines.item', { year: x.year, batch: x.batch, score: x.score }) +
            (x.rank !== null ? say('chat.batchLines.rank', { rank: x.rank }) : '') +
            '；',
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
      for (const row of r.rows.slice(0, 10))
        out.push(
          say('chat.volunteers.item', {
            position: row.position,
            school: row.schoolName,
            major: row.majorName,
            p: row.probability ? `${row.probability}（${bandText(row.band ?? 'no')}）` : say('chat.volunteers.noP'),
          }) + '；',
        )
      break
    }
    default:
      out.push(say('chat.fallback'))
  }
  return { sentences: out, called }
}
