import { describe, expect, it } from 'vitest'
import { CHAT_QUESTIONS } from '../../../server/cli/chatEval/chatQuestions'
import { answerOf, converse, recording, sampleChat } from './chatFixtures'

describe('every figure in an answer comes from a tool or the question', () => {
  it('holds over the whole eval question set on the demo sample', async () => {
    const { tools } = await sampleChat()
    for (const q of CHAT_QUESTIONS) {
      const rec = recording(tools)
      const answer = answerOf(await converse(rec.tools, q.turns))
      const sources = JSON.stringify(rec.results) + q.turns.join(' ')
      for (const figure of answer.match(/\d+(?:\.\d+)?/g) ?? []) expect(sources, `${q.turns.join(' → ')}: ${answer}`).toContain(figure)
    }
  }, 120_000)
})
