import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NOT_UNDERSTOOD, initialChat, isLoading, shownAnswer, step, type ChatEffect, type ChatEvent, type ChatState } from '@/core/chat/chatSession'

/** An event made against the state it is sent to (answers name the current turn or an old one). */
type EventOf = (state: ChatState) => ChatEvent

const turnOf = (state: ChatState, stale: boolean) => (stale ? state.turn - 1 : state.turn)
const text = fc.oneof(fc.constant(''), fc.constant('  \n'), fc.string({ maxLength: 6 }), fc.constantFrom('你好', '那2024年呢', '**粗体**'))

const event: fc.Arbitrary<EventOf> = fc.oneof(
  text.map((question): EventOf => () => ({ type: 'send', question })),
  fc
    .tuple(fc.boolean(), fc.oneof(fc.constant(''), fc.constant(NOT_UNDERSTOOD), text))
    .map(([stale, answer]): EventOf => (s) => ({ type: 'plainAnswer', turn: turnOf(s, stale), text: answer })),
  fc
    .tuple(fc.boolean(), fc.integer({ min: -1, max: 4 }), text)
    .map(([stale, code, content]): EventOf => (s) => ({ type: 'message', turn: turnOf(s, stale), code, content })),
  fc.boolean().map((stale): EventOf => (s) => ({ type: 'streamEnded', turn: turnOf(s, stale) })),
  fc.constant<EventOf>(() => ({ type: 'tick' })),
  fc.constant<EventOf>(() => ({ type: 'stop' })),
  fc.constant<EventOf>(() => ({ type: 'closeModal' })),
  fc.constantFrom('g1', 'g2').map((group): EventOf => () => ({ type: 'switchGroup', group })),
  fc
    .tuple(fc.constantFrom('g1', 'g2'), fc.array(fc.record({ question: text, answer: text }), { maxLength: 2 }))
    .map(([group, talks]): EventOf => () => ({ type: 'history', group, talks })),
  fc.tuple(fc.boolean(), text).map(([stale, message]): EventOf => (s) => ({ type: 'error', turn: turnOf(s, stale), message })),
)

interface Trace {
  before: ChatState
  event: ChatEvent
  after: ChatState
  effects: ChatEffect[]
}

function run(events: EventOf[]): Trace[] {
  let state = initialChat('g1')
  return events.map((make) => {
    const before = state
    const event = make(before)
    const { state: after, effects } = step(before, event)
    state = after
    return { before, event, after, effects }
  })
}

const sequences = fc.array(event, { maxLength: 40 })
const has = (effects: ChatEffect[], type: ChatEffect['type']) => effects.some((effect) => effect.type === type)

describe('chat session properties', () => {
  it('never sends an empty question', () => {
    fc.assert(
      fc.property(sequences, (events) => {
        for (const { effects } of run(events)) for (const e of effects) if (e.type === 'ask') expect(e.question.trim()).not.toBe('')
      }),
    )
  })

  it('blocks sending while loading: nothing changes, nothing is called', () => {
    fc.assert(
      fc.property(sequences, (events) => {
        for (const { before, event, after, effects } of run(events)) {
          if (event.type !== 'send' || !isLoading(before)) continue
          expect(after).toBe(before)
          expect(effects).toEqual([])
        }
      }),
    )
  })

  it('never has two streams open, and no stream is open when not streaming', () => {
    fc.assert(
      fc.property(sequences, (events) => {
        const open = new Set<number>()
        for (const { after, effects } of run(events)) {
          for (const e of effects) {
            if (e.type === 'openStream') open.add(e.turn)
            if (e.type === 'closeStream') open.delete(e.turn)
          }
          expect(open.size).toBeLessThanOrEqual(1)
          expect(open.size === 1).toBe(after.phase === 'streaming')
        }
      }),
    )
  })

  it('stop, closing the modal and switching always end loading; a running stream is closed, stopped and its partial answer saved', () => {
    fc.assert(
      fc.property(sequences, (events) => {
        for (const { before, event, after, effects } of run(events)) {
          if (event.type !== 'stop' && event.type !== 'closeModal' && event.type !== 'switchGroup') continue
          expect(isLoading(after)).toBe(false)
          const wasStreaming = before.phase === 'streaming'
          expect(has(effects, 'closeStream')).toBe(wasStreaming)
          expect(has(effects, 'callStop')).toBe(wasStreaming)
          expect(has(effects, 'save')).toBe(wasStreaming)
        }
      }),
    )
  })

  it('code 2 saves the answer and ends loading', () => {
    fc.assert(
      fc.property(sequences, (events) => {
        for (const { before, event, after, effects } of run(events)) {
          if (event.type !== 'message' || event.code !== 2 || before.phase !== 'streaming' || event.turn !== before.turn) continue
          expect(after.phase).toBe('idle')
          expect(has(effects, 'save')).toBe(true)
        }
      }),
    )
  })

  it('the saved answer is the shown answer, and each question is saved at most once', () => {
    fc.assert(
      fc.property(sequences, (events) => {
        const savedTurns: number[] = []
        for (const { before, event, after, effects } of run(events)) {
          // Switching conversation saves what was shown, then shows the other conversation.
          const shown = event.type === 'switchGroup' ? step(before, { type: 'stop' }).state : after
          for (const e of effects) {
            if (e.type !== 'save') continue
            expect(e.answer).toBe(shownAnswer(shown))
            expect(e.thought).toBe(shown.messages[shown.messages.length - 1].reasoning)
            expect(e.question).toBe(before.question)
            savedTurns.push(before.turn)
          }
        }
        expect(new Set(savedTurns).size).toBe(savedTurns.length)
      }),
    )
  })

  it('answers to an abandoned question change nothing', () => {
    fc.assert(
      fc.property(sequences, (events) => {
        for (const { before, event, after, effects } of run(events)) {
          const late =
            (event.type === 'plainAnswer' || event.type === 'message' || event.type === 'streamEnded' || event.type === 'error') && event.turn !== before.turn
          if (!late) continue
          expect(after).toBe(before)
          expect(effects).toEqual([])
        }
      }),
    )
  })
})
