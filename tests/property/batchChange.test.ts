import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { batchFlow, initialBatchFlow, isFinished, type BatchChoice, type BatchFlowEvent, type BatchFlowState } from '@/core/domain/batchChange'

const choice = fc.record({ batchId: fc.integer({ min: 0, max: 4 }), artType: fc.constantFrom(null, '音乐类', '美术与设计类') })
const event: fc.Arbitrary<BatchFlowEvent> = fc.oneof(
  fc.record({
    type: fc.constant('confirm' as const),
    choice: fc.option(choice, { nil: null }),
    current: fc.option(choice, { nil: null }),
    batchCount: fc.nat(3),
    artTypeCount: fc.nat(2),
  }),
  fc.record({ type: fc.constant('checked' as const), aboveLine: fc.boolean() }),
  fc.record({ type: fc.constant('checkFailed' as const), error: fc.constant('boom') }),
  fc.record({ type: fc.constant('answered' as const), proceed: fc.boolean() }),
  fc.record({ type: fc.constant('switchDone' as const) }),
  fc.record({ type: fc.constant('switchFailed' as const), error: fc.constant('fail') }),
)

function run(events: BatchFlowEvent[]): BatchFlowState[] {
  const states = [initialBatchFlow]
  for (const e of events) states.push(batchFlow(states[states.length - 1], e))
  return states
}

const confirm = (c: BatchChoice | null, current: BatchChoice | null = null, batchCount = 2, artTypeCount = 0): BatchFlowEvent => ({
  type: 'confirm',
  choice: c,
  current,
  batchCount,
  artTypeCount,
})

describe('batchFlow: the batch change', () => {
  it('never switches without a passed check or a yes to the below-line question', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), (events) => {
        const states = run(events)
        states.forEach((state, i) => {
          if (state.step !== 'switching' || states[i - 1]?.step === 'switching') return
          const before = states[i - 1]
          const cause = events[i - 1]
          const passed = before.step === 'checking' && cause.type === 'checked' && cause.aboveLine
          const agreed = before.step === 'confirmBelowLine' && cause.type === 'answered' && cause.proceed
          expect(passed || agreed).toBe(true)
        })
      }),
    )
  })

  it('a finished flow ignores every further event', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), event, (events, extra) => {
        const last = run(events).at(-1)!
        if (isFinished(last)) expect(batchFlow(last, extra)).toBe(last)
      }),
    )
  })

  it('announces "Switched!" exactly when the student already had a batch', () => {
    fc.assert(
      fc.property(choice, fc.option(choice, { nil: null }), (next, current) => {
        fc.pre(next.batchId > 0 && !(current && current.batchId === next.batchId && current.artType === next.artType))
        const end = run([confirm(next, current), { type: 'checked', aboveLine: true }, { type: 'switchDone' }]).at(-1)!
        expect(end).toEqual({ step: 'switched', choice: next, announce: (current?.batchId ?? 0) > 0 })
      }),
    )
  })

  it('the same batch and art type just closes, without a check', () => {
    const same = { batchId: 1, artType: '音乐类' }
    expect(run([confirm(same, { ...same })]).at(-1)).toEqual({ step: 'closed' })
    expect(run([confirm(same, { batchId: 1, artType: '美术与设计类' })]).at(-1)?.step).toBe('checking')
  })

  it('below the line asks first; declining cancels, agreeing switches', () => {
    const next = { batchId: 2, artType: null }
    expect(run([confirm(next), { type: 'checked', aboveLine: false }]).at(-1)?.step).toBe('confirmBelowLine')
    expect(run([confirm(next), { type: 'checked', aboveLine: false }, { type: 'answered', proceed: false }]).at(-1)).toEqual({ step: 'cancelled', error: null })
    expect(run([confirm(next), { type: 'checked', aboveLine: false }, { type: 'answered', proceed: true }]).at(-1)?.step).toBe('switching')
  })

  it('a failed check cancels with its message', () => {
    expect(run([confirm({ batchId: 2, artType: null }), { type: 'checkFailed', error: '请先完善成绩信息' }]).at(-1)).toEqual({
      step: 'cancelled',
      error: '请先完善成绩信息',
    })
  })

  it('an empty list, no choice, or a missing art type keep the chooser open with their message', () => {
    expect(run([confirm({ batchId: 1, artType: null }, null, 0)]).at(-1)).toEqual({ step: 'choosing', error: 'batch.selectTypeFirst' })
    expect(run([confirm(null)]).at(-1)).toEqual({ step: 'choosing', error: 'batch.selectRequired' })
    expect(run([confirm({ batchId: 1, artType: null }, null, 2, 2)]).at(-1)).toEqual({ step: 'choosing', error: 'batch.artTypeRequired' })
  })
})
