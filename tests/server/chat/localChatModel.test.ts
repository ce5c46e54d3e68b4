import { describe, expect, it } from 'vitest'
import sample from '../../../data/sample.json'
import { rankOfScore, scoreOfRank } from '@/core/domain/scoreRank'
import fc from 'fast-check'
import { LocalChatModel } from '../../../server/adapters/chat/LocalChatModel'
import { chatTools } from '../../../server/app/chat/tools/chatTools'
import { answerOf, converse, sampleChat } from './chatFixtures'

type Row = { year: number; score: number; count: number; rank: number; atOrAbove?: boolean }
const table = (year: number) => (sample.rank as Row[]).filter((r) => r.year === year).sort((a, b) => b.score - a.score)

describe('the local chat assistant over the demo sample', () => {
  it('answers a score → rank question with the table’s figure and its year, after a reasoning chunk', async () => {
    const { tools } = await sampleChat()
    const chunks = await converse(tools, ['2025 年 650 分排多少名'])
    expect(chunks[0].kind).toBe('reasoning')
    expect(answerOf(chunks)).toContain(String(rankOfScore(table(2025), 650)?.rank))
    expect(answerOf(chunks)).toContain('2025')
  })

  it('answers a follow-up about another year from the previous turn’s school', async () => {
    const { deps, tools } = await sampleChat()
    const cutoffs = await deps.reference.cutoffsOfSchool('0003')
    const worst = cutoffs.filter((c) => c.year === 2024).sort((a, b) => (b.minRank ?? 0) - (a.minRank ?? 0))[0]
    const chunks = await converse(tools, ['浙工大投档线', '那它2024年呢'])
    expect(answerOf(chunks)).toContain(`${worst.minScore}`)
    expect(answerOf(chunks)).toContain(`${worst.minRank}`)
    expect(chunks.filter((c) => c.kind === 'answer').length).toBeGreaterThan(1)
  })

  it('answers a "我" question from the student’s profile', async () => {
    const { tools } = await sampleChat()
    expect(answerOf(await converse(tools, ['我的位次是多少']))).toContain('50000')
  })

  it('says plainly what it cannot answer, with no figure', async () => {
    const { tools } = await sampleChat()
    const answer = answerOf(await converse(tools, ['学计算机以后工资多少']))
    expect(answer).toMatch(/答不了/)
    expect(answer).not.toMatch(/\d/)
  })

  it('round-trips score → rank → score within the band of listed scores', async () => {
    const { tools } = await sampleChat()
    const years = [...new Set((sample.rank as Row[]).map((r) => r.year))]
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...years), fc.integer({ min: 0, max: 1 }), fc.nat(), async (year, _, k) => {
        const t = table(year)
        const score = t[t.length - 1].score + (k % (t[0].score - t[t.length - 1].score + 1))
        const r = await tools.scoreToRank.run({ score, year })
        if (!r.ok) throw new Error('in the table')
        const back = await tools.rankToScore.run({ rank: r.rank, year })
        if (!back.ok) throw new Error('rank in the table')
        // An unlisted score (nobody had it) comes back as the next listed score above it, never below.
        expect(back.score).toBeGreaterThanOrEqual(Math.min(score, t[0].score))
        expect(back.score).toBe(scoreOfRank(t, r.rank)?.score)
        expect((await tools.scoreToRank.run({ score: back.score, year })).ok && r.rank).toBe(r.rank)
      }),
      { numRuns: 60 },
    )
  })
})

describe('the local chat assistant in other languages and when stopped', () => {
  it('answers in English and in traditional Chinese from the same figures', async () => {
    const { deps } = await sampleChat()
    const rank = String(rankOfScore(table(2025), 640)?.rank)
    for (const [lang, word] of [
      ['en', 'rank'],
      ['zh_TW', '累計位次'],
    ] as const) {
      let text = ''
      for await (const c of new LocalChatModel().answer(
        { question: 'What rank is 640 in 2025?', history: [], lang, tools: chatTools(deps, { userId: null, lang }) },
        new AbortController().signal,
      ))
        if (c.kind === 'answer') text += c.text
      expect(text).toContain(rank)
      expect(text).toContain(word)
    }
  })

  it('stops streaming once the signal is aborted', async () => {
    const { tools } = await sampleChat()
    const stop = new AbortController()
    stop.abort()
    const chunks: unknown[] = []
    for await (const c of new LocalChatModel().answer({ question: '浙工大投档线', history: [], lang: 'zh_CN', tools }, stop.signal)) chunks.push(c)
    expect(chunks).toEqual([])
  })
})
