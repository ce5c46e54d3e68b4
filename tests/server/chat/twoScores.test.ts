import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseQuestion } from '../../../server/adapters/chat/parseQuestion'
import { answerOf, converse, sampleChat } from './chatFixtures'

describe('two scores in one question', () => {
  it('reads the second score beside the first, and only a second one', () => {
    expect(parseQuestion('580分和590分差多少名')).toMatchObject({ score: 580, otherScore: 590, intent: 'scoreToRank' })
    expect(parseQuestion('600分到610分之间有多少人')).toMatchObject({ score: 600, otherScore: 610 })
    expect(parseQuestion('我考了612分，能上浙工大吗').otherScore).toBeNull()
    expect(parseQuestion('2024年考了620，放到2026年是多少分').otherScore).toBeNull()
  })

  it('gives both ranks and how far apart they are, as the table has them, for any two scores', async () => {
    const { tools } = await sampleChat()
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 450, max: 690 }), fc.integer({ min: 1, max: 40 }), async (low, step) => {
        const high = low + step
        const a = await tools.scoreToRank.run({ score: low })
        const b = await tools.scoreToRank.run({ score: high })
        if (!a.ok || !b.ok) return
        const answer = answerOf(await converse(tools, [`${low}分和${high}分差多少名`]))
        expect(answer).toContain(`${low}分的累计位次是${a.rank}名`)
        expect(answer).toContain(`${high}分的累计位次是${b.rank}名`)
        expect(answer).toContain(`相差${a.rank - b.rank}名`)
      }),
      { numRuns: 25 },
    )
  })
})
