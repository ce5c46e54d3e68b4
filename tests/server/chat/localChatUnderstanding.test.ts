import { describe, expect, it } from 'vitest'
import { parseQuestion } from '../../../server/adapters/chat/parseQuestion'
import type { RefCutoff } from '../../../server/ports/ReferenceData'
import { answerOf, converse, recording, sampleChat } from './chatFixtures'

/** The year's lowest-admitted programme of a school, as the cutoff answers state it. */
function worst(rows: RefCutoff[], year: number): RefCutoff {
  const r = rows.filter((c) => c.year === year).sort((a, b) => (b.minRank ?? 0) - (a.minRank ?? 0))[0]
  if (!r) throw new Error(`no ${year} row`)
  return r
}
const newest = (rows: RefCutoff[]) => Math.max(...rows.map((c) => c.year))

describe('reading the words students use', () => {
  it('reads ranks and scores said in words, 万 with a trailing digit, and traditional characters', () => {
    expect(parseQuestion('位次两万能上什么学校').rank).toBe(20_000)
    expect(parseQuestion('我排名4万5能进杭电吗').rank).toBe(45_000)
    expect(parseQuestion('排名1.5万大概多少分').rank).toBe(15_000)
    expect(parseQuestion('三千名能上什么学校').rank).toBe(3_000)
    expect(parseQuestion('孩子考了六百一十二分能上浙工大吗').score).toBe(612)
    expect(parseQuestion('６１２分排多少').score).toBe(612)
    const tw = parseQuestion('浙江工業大學的投檔線是多少')
    expect(tw.intent).toBe('cutoffs')
    expect(tw.names).toContain('浙江工业大学')
  })

  it('tells relative years, comparisons and what-can-I-get questions apart', () => {
    expect(parseQuestion('杭电的软件工程去年最低多少分')).toMatchObject({ intent: 'cutoffs', yearsBack: 0, yearWord: '去年', year: null })
    expect(parseQuestion('浙工大前年录取分是多少')).toMatchObject({ yearsBack: 1 })
    expect(parseQuestion('浙大和浙工大哪个好').intent).toBe('compare')
    expect(parseQuestion('我620分，浙工大还是杭电').intent).toBe('compare')
    expect(parseQuestion('位次两万能上什么学校').intent).toBe('whatCanIGet')
    expect(parseQuestion('我填了几个志愿').intent).toBe('volunteers')
    expect(parseQuestion('浙工大中外合作软件工程学费多少')).toMatchObject({ intent: 'planFacts', sinoForeign: true })
    expect(parseQuestion('What is the rank of 600 points in 2024?')).toMatchObject({ intent: 'scoreToRank', score: 600, rank: null, year: 2024 })
    expect(parseQuestion('我女儿估分605，能不能报浙江工商大学')).toMatchObject({ intent: 'chance', score: 605 })
  })
})

describe('reading what is asked, in the direction asked', () => {
  it('reads 等位分 from the year the score is of to the year asked for', () => {
    expect(parseQuestion('2023年的576分相当于2026年多少分')).toMatchObject({ intent: 'equalScores', score: 576, equalFrom: 2023, equalTo: 2026 })
    expect(parseQuestion('我哥2024年考了620，放到2026年多少分')).toMatchObject({ intent: 'equalScores', score: 620, equalFrom: 2024, equalTo: 2026 })
    expect(parseQuestion('今年620分相当于2024年多少分')).toMatchObject({ equalFrom: null, equalTo: 2024 })
    expect(parseQuestion('2024年的620分相当于今年多少分')).toMatchObject({ equalFrom: 2024, equalTo: null })
    expect(parseQuestion('650分换算到2023年是几分')).toMatchObject({ equalFrom: null, equalTo: 2023 })
  })

  it('reads common typos, full-width digits and a premise no data can meet', () => {
    expect(parseQuestion('浙大投挡线').text).toContain('投档线')
    expect(parseQuestion('620分为次多少')).toMatchObject({ intent: 'scoreToRank', score: 620 })
    expect(parseQuestion('６２０分在２０２５年排名')).toMatchObject({ score: 620, year: 2025 })
    expect(parseQuestion('北京大学在火星上的分数线').premise).toEqual({ kind: 'impossiblePlace', word: '火星' })
    expect(parseQuestion('北京大学在江苏的分数线').premise).toEqual({ kind: 'otherProvince', word: '江苏' })
    expect(parseQuestion('北京大学的分数线').premise).toBeNull()
    // A number inside a programme's name is not a score.
    expect(parseQuestion('华侨大学经济学类(中美121双学位班)投档线').score).toBeNull()
  })
})

describe('the local chat assistant’s new answers', () => {
  it('answers a year after a chance question with that year’s cutoffs, not the chance again', async () => {
    const { deps, tools } = await sampleChat()
    const w = worst(await deps.reference.cutoffsOfSchool('0003'), 2024)
    const answer = answerOf(await converse(tools, ['我612分能上浙工大吗', '那它2024年呢？']))
    expect(answer).toContain(`2024年最低${w.minScore}分，位次${w.minRank}名`)
    expect(answer).not.toMatch(/概率/)
  })

  it('counts 去年 and 前年 back from the newest year in the data and says which year it took', async () => {
    const { deps, tools } = await sampleChat()
    const rows = await deps.reference.cutoffsOfSchool('0003')
    const n = newest(rows)
    const last = answerOf(await converse(tools, ['浙工大去年最低多少分']))
    expect(last).toContain(`即${n}年`)
    expect(last).toContain(`${worst(rows, n).minRank}`)
    const before = answerOf(await converse(tools, ['浙工大前年的录取分']))
    expect(before).toContain(`即${n - 1}年`)
    expect(before).toContain(`${worst(rows, n - 1).minRank}`)
    expect(before).not.toContain(`${n}年最低`)
  })

  it('puts two schools side by side with their own figures and no verdict', async () => {
    const { deps, tools } = await sampleChat()
    const a = await deps.reference.cutoffsOfSchool('0001')
    const b = await deps.reference.cutoffsOfSchool('0003')
    const answer = answerOf(await converse(tools, ['浙大和浙工大哪个好']))
    expect(answer).toContain(`浙江大学：${newest(a)}年投档线最低${worst(a, newest(a)).minScore}分`)
    expect(answer).toContain(`浙江工业大学：${newest(b)}年投档线最低${worst(b, newest(b)).minScore}分`)
    expect(answer).toContain('不替你下结论')
    // A follow-up naming two other schools compares them in turn.
    expect(answerOf(await converse(tools, ['浙大和浙工大哪个好', '那杭电和宁大呢']))).toMatch(/杭州电子科技大学：.*宁波大学：/)
    // Two schools named back to back are compared as well, in the order named.
    expect(answerOf(await converse(tools, ['浙大浙工大哪个分数高']))).toMatch(/浙江大学：.*浙江工业大学：/)
  })

  it('answers a what-can-I-get question with the AI志愿 pointer and only figures its tools gave', async () => {
    const { tools } = await sampleChat()
    const rec = recording(tools)
    const answer = answerOf(await converse(rec.tools, ['位次两万能上什么学校']))
    expect(answer).toContain('AI志愿')
    const sources = JSON.stringify(rec.results) + '位次两万能上什么学校'
    for (const figure of answer.match(/\d+(?:\.\d+)?/g) ?? []) expect(sources).toContain(figure)
  })

  it('ends list answers with a full stop, not a dangling separator', async () => {
    const { tools } = await sampleChat()
    for (const q of ['浙江历年分段线', '浙工大投档线', '位次8000能上浙工大吗']) expect(answerOf(await converse(tools, [q]))).not.toMatch(/；$/)
  })

  it('greets with what it can answer instead of a refusal, and reads a bare school as a cutoff question', async () => {
    const { deps, tools } = await sampleChat()
    const hello = answerOf(await converse(tools, ['你好']))
    expect(hello).not.toMatch(/答不了|\d/)
    expect(hello).toContain('AI志愿')
    const rows = await deps.reference.cutoffsOfSchool('0003')
    expect(answerOf(await converse(tools, ['浙工大']))).toContain(`${worst(rows, newest(rows)).minRank}`)
    // A question about the school that is not about scores stays unanswered, with no figure.
    expect(answerOf(await converse(tools, ['浙工大食堂好吃吗']))).not.toMatch(/\d/)
  })

  it('writes no figure at all for what it cannot answer or will not forecast', async () => {
    const { tools } = await sampleChat()
    for (const q of ['明年一段线大概多少', '浙大王牌专业是什么', '色盲能报临床医学吗', '浙大宿舍有空调吗', '复读一年能提高多少分', '物化生能报哪些专业']) {
      const answer = answerOf(await converse(tools, [q]))
      expect(answer, q).not.toMatch(/\d/)
      expect(answer.length, q).toBeGreaterThan(10)
    }
  })
})
