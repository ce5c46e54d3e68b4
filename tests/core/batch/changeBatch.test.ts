import { describe, expect, it } from 'vitest'
import { SimpleEventBus } from '@/adapters/events/SimpleEventBus'
import { RecordingNavigator } from '@/adapters/fake/RecordingNavigator'
import { changeBatch } from '@/core/batch/changeBatch'
import { loadBatchChoices } from '@/core/batch/loadBatchChoices'
import { ApiError } from '@/ports/HttpApi'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'
import { aLoginUser, aSessionUser } from '../../support/builders'
import { paths } from '@/core/navigation/routeTable'

function setup(aboveLine: boolean | ApiError, answer = true, plansReady = true) {
  const api = new ScriptedHttpApi({
    checkBatch: () => aboveLine,
    deleteAiTarget: () => null,
    updateStudentBatch: () => null,
    ...(plansReady ? { planPage1: () => ({ list: [], total: 0 }) } : {}),
    studentInfo: () => ({ loginUser: aLoginUser({ gkUserStudent: { batchId: 1, batchName: '普通类一段' } }), threeOn: 0 }),
  })
  const events = new SimpleEventBus()
  const changes: number[] = []
  events.on('BatchChange', ({ batchId }) => changes.push(batchId))
  const navigator = new RecordingNavigator(paths.profile())
  const asked: number[] = []
  const askBelowLine = async () => (asked.push(1), answer)
  /** Confirms batch 1 while `current` is chosen. */
  const run = (current: { batchId: number; artType: string | null } | null) =>
    changeBatch({ api, events, navigator }, { choice: { batchId: 1, artType: null }, current, batchCount: 2, artTypeCount: 0, askBelowLine })
  return { api, changes, navigator, asked, run }
}

describe('changeBatch', () => {
  it('runs the spec steps in order and announces when a batch existed', async () => {
    const { api, changes, navigator, run } = setup(true)
    const { state, user } = await run({ batchId: 2, artType: null })
    expect(api.names()).toEqual(['checkBatch', 'deleteAiTarget', 'updateStudentBatch', 'planPage1', 'studentInfo'])
    expect(api.calls[3].input).toEqual({ isRecommend: 1, pageNum: 1, pageSize: 1, isAi: 0 })
    expect(state).toEqual({ step: 'switched', choice: { batchId: 1, artType: null }, announce: true })
    expect(changes).toEqual([1])
    expect(navigator.visits).toEqual([paths.profile()])
    expect(user?.student?.batchName).toBe('普通类一段')
  })

  it('a first choice switches silently', async () => {
    const { run } = setup(true)
    expect((await run(null)).state).toMatchObject({ step: 'switched', announce: false })
  })

  it('below the line asks, and a no changes nothing', async () => {
    const { api, asked, changes, run } = setup(false, false)
    expect((await run(null)).state).toEqual({ step: 'cancelled', error: null })
    expect(asked).toEqual([1])
    expect(api.names()).toEqual(['checkBatch'])
    expect(changes).toEqual([])
  })

  it('a failed check cancels with the server message', async () => {
    const { api, run } = setup(new ApiError(1, '请先完善成绩信息'))
    expect((await run(null)).state).toEqual({ step: 'cancelled', error: '请先完善成绩信息' })
    expect(api.names()).toEqual(['checkBatch'])
  })

  it('the same choice just closes without any call', async () => {
    const { api, run } = setup(true)
    expect((await run({ batchId: 1, artType: null })).state).toEqual({ step: 'closed' })
    expect(api.calls).toHaveLength(0)
  })

  it('still switches when the plan service is not available yet', async () => {
    const { run } = setup(true, true, false)
    expect((await run(null)).state.step).toBe('switched')
  })
})

describe('loadBatchChoices', () => {
  it('lists the batches with the student’s art types and current choice', async () => {
    const api = new ScriptedHttpApi({ userBatches: () => [{ id: 3, name: '艺术类一段', status: 1 }] })
    const user = aSessionUser({
      gkUserStudent: {
        studentType: 2,
        batchId: 3,
        artTypeName: '音乐类',
        userBatch: [
          { id: 0, artType: '音乐类' },
          { id: 0, artType: '美术与设计类' },
        ],
      },
    })
    expect(await loadBatchChoices({ api }, user)).toEqual({
      ok: true,
      value: {
        batches: [{ id: 3, name: '艺术类一段', status: 1 }],
        artTypes: ['音乐类', '美术与设计类'],
        current: { batchId: 3, artType: '音乐类' },
        emptyMessage: null,
      },
    })
  })

  it('an empty list says to choose the examinee type first', async () => {
    const api = new ScriptedHttpApi({ userBatches: () => [] })
    const result = await loadBatchChoices({ api }, aSessionUser())
    expect(result.ok && result.value).toMatchObject({ emptyMessage: 'batch.selectTypeFirst', current: null })
  })
})
