import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TYPING_TICK_MS } from '@/core/chat/ChatRunner'
import { StreamCode, type StreamMessage } from '@/ports/api/stream'
import { chatRunnerOn, FAILED, sendToStream } from '../core/chat/chatRunnerOn'
import { settle } from '../support/ManualEventLoop'

const QUESTION = '浙江大学的投档线是多少'

const content = fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('浙江', '大学', '**', '\n'))
const answerChunk = fc.record({ code: fc.constantFrom(StreamCode.answer, StreamCode.answerMore), content })
/** Answer, reasoning, and a code the client does not know (ignored). */
const chunk: fc.Arbitrary<StreamMessage> = fc.oneof(answerChunk, fc.record({ code: fc.constantFrom(StreamCode.reasoning, 4), content }))

type Step = { kind: 'push'; message: StreamMessage } | { kind: 'ticks'; count: number }
const step: fc.Arbitrary<Step> = fc.oneof(
  chunk.map((message): Step => ({ kind: 'push', message })),
  fc.nat(3).map((count): Step => ({ kind: 'ticks', count })),
)

const textOf = (messages: StreamMessage[], codes: number[]) =>
  messages
    .filter((m) => codes.includes(m.code))
    .map((m) => m.content)
    .join('')
const answerOf = (messages: StreamMessage[]) => textOf(messages, [StreamCode.answer, StreamCode.answerMore])
const reasoningOf = (messages: StreamMessage[]) => textOf(messages, [StreamCode.reasoning])

/** Opens a stream, then plays the steps; returns what was pushed. Checks on the way that nothing is shown before it arrived. */
async function streamed(chat: ReturnType<typeof chatRunnerOn>, steps: Step[]) {
  await sendToStream(chat, QUESTION)
  const pushed: StreamMessage[] = []
  for (const s of steps) {
    if (s.kind === 'push') {
      chat.stream.last.push(s.message)
      pushed.push(s.message)
      await settle()
    } else chat.ticks(s.count)
    expect(answerOf(pushed).startsWith(chat.last().text)).toBe(true)
    expect(reasoningOf(pushed).startsWith(chat.last().reasoning)).toBe(true)
  }
  return pushed
}

const savedStream = (pushed: StreamMessage[], uaGroup = 'g1') => ({
  via: 'saveTalkXf',
  userId: 7,
  uaGroup,
  question: QUESTION,
  answer: answerOf(pushed),
  thought: reasoningOf(pushed) || null,
})

describe('chat runner properties (fake stream, manual clock)', () => {
  it('shows and saves exactly the concatenation of the answer chunks, however the ticks fall', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), fc.boolean(), async (steps, endMessage) => {
        const chat = chatRunnerOn()
        const pushed = await streamed(chat, steps)
        if (endMessage) chat.stream.last.push({ code: StreamCode.end, content: '' })
        else chat.stream.last.end()
        await settle()
        expect(chat.runner.state.phase).toBe('idle')
        expect(chat.last().text).toBe(answerOf(pushed))
        expect(chat.last().reasoning).toBe(reasoningOf(pushed))
        expect(chat.saves()).toEqual([savedStream(pushed)])
        expect(chat.savedCount()).toBe(1)
        expect(chat.stream.last.signal.aborted).toBe(true)
        expect(chat.clock.pendingTimers).toBe(0)
      }),
      { numRuns: 60 },
    )
  })

  it('reveals one received chunk per tick of the clock, and nothing between ticks', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(answerChunk, { minLength: 1, maxLength: 8 }), fc.nat(10), async (chunks, ticks) => {
        const chat = chatRunnerOn()
        await sendToStream(chat)
        for (const message of chunks) chat.stream.last.push(message)
        await settle()
        chat.clock.advance(TYPING_TICK_MS - 1)
        expect(chat.last().text).toBe('')
        chat.clock.advance(1)
        expect(chat.last().text).toBe(chunks[0].content)
        chat.ticks(ticks)
        expect(chat.last().text).toBe(answerOf(chunks.slice(0, 1 + ticks)))
        expect(chat.runner.state.phase).toBe('streaming')
      }),
      { numRuns: 60 },
    )
  })

  it('stop, closing the chat or switching conversation aborts the stream and keeps and saves what arrived', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 10 }),
        fc.constantFrom('stop', 'close', 'switch'),
        fc.array(chunk, { maxLength: 3 }),
        async (steps, how, late) => {
          const chat = chatRunnerOn()
          const pushed = await streamed(chat, steps)
          const opening = chat.stream.last
          if (how === 'stop') chat.runner.stop()
          else if (how === 'close') chat.runner.close()
          else chat.runner.switchTo('g2')
          expect(opening.signal.aborted).toBe(true)
          expect(chat.runner.state.phase).toBe('idle')
          if (how !== 'switch') expect(chat.last().text).toBe(answerOf(pushed))
          await settle()
          expect(chat.api.callsTo('stopStream')).toHaveLength(1)
          expect(chat.saves()).toEqual([savedStream(pushed)])
          // What the server still sends after the stop, and the timer, change nothing any more.
          const after = chat.runner.state
          for (const message of late) opening.push(message)
          await settle()
          chat.ticks(5)
          expect(chat.runner.state).toBe(after)
          expect(chat.clock.pendingTimers).toBe(0)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('a stream that breaks ends in an error that keeps what arrived, and nothing is saved', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 10 }), async (steps) => {
        const chat = chatRunnerOn()
        const pushed = await streamed(chat, steps)
        chat.stream.last.break()
        await settle()
        expect(chat.runner.state.phase).toBe('idle')
        expect(chat.last()).toMatchObject({ error: FAILED, text: answerOf(pushed), reasoning: reasoningOf(pushed) })
        expect(chat.stream.last.signal.aborted).toBe(true)
        expect(chat.clock.pendingTimers).toBe(0)
        // A stop pressed afterwards has nothing to stop or save either.
        chat.runner.stop()
        await settle()
        expect(chat.saves()).toEqual([])
        expect(chat.api.callsTo('stopStream')).toHaveLength(0)
      }),
      { numRuns: 60 },
    )
  })

  it('sending while a question is being answered does nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('asking', 'streaming'), fc.array(chunk, { maxLength: 3 }), content, async (phase, chunks, second) => {
        // The plain call waits when the question is still being asked; it answers '' (go to the stream) otherwise.
        const chat = chatRunnerOn({ plain: () => (phase === 'asking' ? new Promise<string>(() => undefined) : '') })
        await sendToStream(chat)
        for (const message of chunks) if (phase === 'streaming') chat.stream.last.push(message)
        await settle()
        expect(chat.runner.state.phase).toBe(phase)
        const before = chat.runner.state
        const calls = chat.api.calls.length
        expect(chat.runner.send(`${second}再问一个`)).toBe(false)
        await settle()
        expect(chat.runner.state).toBe(before)
        expect(chat.api.calls).toHaveLength(calls)
        expect(chat.stream.openings).toHaveLength(phase === 'streaming' ? 1 : 0)
      }),
      { numRuns: 40 },
    )
  })

  type Action =
    | { kind: 'send'; question: string }
    | { kind: 'push'; message: StreamMessage }
    | { kind: 'end' }
    | { kind: 'break' }
    | { kind: 'stop' }
    | { kind: 'close' }
    | { kind: 'ticks'; count: number }
    | { kind: 'switch'; group: string }
  const action: fc.Arbitrary<Action> = fc.oneof(
    fc.constantFrom('问流式', '问直答', '  ').map((question): Action => ({ kind: 'send', question })),
    chunk.map((message): Action => ({ kind: 'push', message })),
    fc.constantFrom('end', 'break', 'stop', 'close').map((kind): Action => ({ kind })),
    fc.nat(3).map((count): Action => ({ kind: 'ticks', count })),
    fc.constantFrom('g1', 'g2').map((group): Action => ({ kind: 'switch', group })),
  )

  it('whatever the user and the server do: one stream at most, no timer when idle, one save per answered question', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { maxLength: 25 }), async (actions) => {
        const chat = chatRunnerOn({ plain: (question) => (question === '问直答' ? '直接的回答' : '') })
        let sent = 0
        for (const a of actions) {
          const opening = chat.stream.openings.at(-1)
          switch (a.kind) {
            case 'send':
              sent += chat.runner.send(a.question) ? 1 : 0
              break
            case 'push':
              opening?.push(a.message)
              break
            case 'end':
              opening?.end()
              break
            case 'break':
              opening?.break()
              break
            case 'stop':
              chat.runner.stop()
              break
            case 'close':
              chat.runner.close()
              break
            case 'switch':
              chat.runner.switchTo(a.group)
              break
            case 'ticks':
              chat.ticks(a.count)
          }
          await settle()
          const live = chat.stream.openings.filter((o) => !o.signal.aborted)
          expect(live.length).toBeLessThanOrEqual(chat.runner.state.phase === 'streaming' ? 1 : 0)
          if (chat.runner.state.phase === 'idle') expect(chat.clock.pendingTimers).toBe(0)
          const saves = chat.saves()
          expect(saves.length).toBeLessThanOrEqual(sent)
          for (const save of saves) expect(['问流式', '问直答']).toContain(save.question)
          expect(saves.filter((save) => save.via === 'saveTalk').every((save) => save.answer === '直接的回答')).toBe(true)
        }
      }),
      { numRuns: 60 },
    )
  })
})
