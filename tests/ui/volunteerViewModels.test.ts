import { afterEach, describe, expect, it, vi } from 'vitest'
import { RecordingNavigator } from '@/adapters/fake/RecordingNavigator'
import { RecordingToast } from '@/adapters/fake/RecordingToast'
import { ApiError } from '@/ports/HttpApi'
import type { CheckResult, ListOutcome } from '@/ports/api/plan'
import { AiVolunteerViewModel } from '@/ui/volunteer/AiVolunteerViewModel'
import { VolunteerCheckViewModel } from '@/ui/volunteer/VolunteerCheckViewModel'
import { VolunteerListViewModel } from '@/ui/volunteer/VolunteerListViewModel'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'
import { rowsOf } from '../support/builders'
import { useCasesOn } from '../support/useCasesOn'
import { paths } from '@/core/navigation/routeTable'
import { SystemClock } from '@/adapters/time/SystemClock'

const translate = (key: string) => key
const outcome: ListOutcome = { top10: 0.7, rows11to30: 0.2, rows31to80: 0.08, slip: 0.02, expectedRow: 6.5, expectedUtility: 60, likeliest: [] }
const counts = { chong: 0, wen: 3, bao: 0, no: 0, unknown: 0, total: 3, max: 80 }

function finding(row: number | null, action: CheckResult['findings'][number]['action'], code = 'duplicate') {
  return { code, severity: 'error' as const, row, params: {}, message: `${code} ${row}`, fix: 'fix', action }
}

/** A server whose list the fixes really change, and a check that names rows 2 and 3. */
function setup() {
  let list = [1, 2, 3]
  let checks = 0
  const check: CheckResult = {
    findings: [
      finding(2, { kind: 'delete', rows: [2] }),
      finding(3, { kind: 'move', row: 3, to: 1 }, 'orderInversion'),
      finding(null, { kind: 'regenerate' }, 'slipRisk'),
    ],
    rows: [],
    slipRisk: 0.02,
    maxSlipRisk: 0.01,
    counts,
    summary: '',
    outcome,
    ok: false,
    remainingChecks: 2,
  }
  const api = new ScriptedHttpApi({
    volunteerSorted: () => rowsOf(list),
    volunteerCheck: () => (checks++, check),
    volunteerDelete: (input) => ((list = list.filter((x) => x !== (input as { id: number }).id)), null),
    volunteerReorder: (input) => ((list = [...(input as { ids: number[] }).ids]), null),
    joinAi: () => (
      (list = [7, 8]),
      {
        rows: rowsOf(list),
        slipRisk: 0.004,
        maxSlipRisk: 0.01,
        metRiskTarget: true,
        thresholds: { chong: 0.15, wen: 0.5, bao: 0.8 },
        counts,
        excluded: {},
        rank: 1,
        subjects: [],
        year: 2026,
        forecastYear: 2026,
        segment: '一段',
        outcome,
        notices: [],
      }
    ),
  })
  const toast = new RecordingToast()
  const navigator = new RecordingNavigator(paths.volunteerCheck())
  const useCases = useCasesOn(api, navigator)
  const list$ = new VolunteerListViewModel({ ...useCases, timer: new SystemClock(), toast, translate })
  const vm = new VolunteerCheckViewModel({ ...useCases, list: list$, toast, translate })
  return { api, vm, list: list$, toast, navigator, checks: () => checks }
}

describe('the check view model', () => {
  it('keeps each finding under the row it is about, by row id', async () => {
    const s = setup()
    await s.vm.run()
    expect(s.vm.findingsOf(2).map((f) => f.code)).toEqual(['duplicate'])
    expect(s.vm.findingsOf(3).map((f) => f.code)).toEqual(['orderInversion'])
    expect(s.list.latest?.outcome).toEqual(outcome)
  })

  it('applies a fix, reloads the list and marks the result stale without running the check again', async () => {
    const s = setup()
    await s.vm.run()
    const [del, move] = s.vm.findingsOf(2).concat(s.vm.findingsOf(3))
    await s.vm.fix(del)
    expect(s.list.rows.map((r) => r.id)).toEqual([1, 3])
    expect(s.vm.isFixed(del)).toBe(true)
    expect(s.vm.outdated).toBe(true)
    // The list's own landing numbers follow the rows read back; the check's findings are what is outdated.
    expect(s.list.stale).toBe(false)
    // The other finding still hits its row: the check's "row 3" is id 3, now at place 2.
    expect(s.vm.canFix(move)).toBe(true)
    await s.vm.fix(move)
    expect(s.list.rows.map((r) => r.id)).toEqual([3, 1])
    expect(s.checks()).toBe(1)
    expect(s.api.names().filter((n) => n === 'volunteerCheck')).toHaveLength(1)
  })

  it('rebuilds the list for a regenerate fix and then offers no other fix for the old list', async () => {
    const s = setup()
    await s.vm.run()
    const regenerate = s.vm.listFindings[0]
    await s.vm.fix(regenerate)
    expect(s.list.rows.map((r) => r.id)).toEqual([7, 8])
    expect(s.list.ai?.slipRisk).toBe(0.004)
    expect(s.vm.replaced).toBe(true)
    expect(s.list.rows.flatMap((r) => s.vm.findingsOf(r.id))).toEqual([])
    expect(s.vm.canFix(s.vm.findingsOf(2)[0])).toBe(false)
    expect(s.toast.shown.at(-1)).toEqual({ kind: 'success', text: 'vol.fix.regenerated' })
  })

  it('opens the profile for an editProfile fix and leaves the result as it was', async () => {
    const s = setup()
    await s.vm.run()
    await s.vm.fix(finding(2, { kind: 'editProfile' }, 'scoreUnknown.english'))
    expect(s.navigator.visits).toEqual([paths.profile()])
    expect(s.vm.outdated).toBe(false)
  })
})

describe('the list view model', () => {
  it('reads the list again after a reorder, and the landing numbers follow the rows’ new chances', async () => {
    const s = setup()
    await s.vm.run()
    expect(s.list.stale).toBe(false)
    await s.list.reorder([...s.list.rows].reverse())
    expect(s.api.names().slice(-2)).toEqual(['volunteerReorder', 'volunteerSorted'])
    expect(s.list.stale).toBe(false)
    const filed = s.list.rows.map((r) => r.filed ?? 0)
    expect(s.list.latest?.outcome?.top10).toBeCloseTo(
      filed.reduce((a, b) => a + b, 0),
      12,
    )
    expect(s.list.latest?.outcome?.slip).toBeCloseTo(1 - filed.reduce((a, b) => a + b, 0), 12)
  })

  it('keeps the last numbers and marks them out of date when the rows read back carry no landing chances', async () => {
    let ids = [1, 2]
    const api = new ScriptedHttpApi({ volunteerSorted: () => rowsOf(ids).map((r) => (ids.length > 2 ? { ...r, filed: null, reached: null } : r)) })
    const list = new VolunteerListViewModel({ ...useCasesOn(api), timer: new SystemClock(), toast: new RecordingToast(), translate })
    await list.load()
    expect(list.latest?.outcome?.top10).toBeCloseTo(0.2, 12)
    ids = [2, 1, 3]
    await list.load()
    expect(list.stale).toBe(true)
  })
})

/** A server holding the list [1, 2, 3, 4]; its delete and reorder change it, and the view model is told its words by key. */
function listOnServer(options: { undoMs?: number } = {}) {
  let list = [1, 2, 3, 4]
  /** While slow, each read of the list waits to be let through (a slow answer), in the order asked. */
  let slowReads = false
  const waiting: (() => void)[] = []
  const api = new ScriptedHttpApi({
    volunteerSorted: async () => {
      const answer = rowsOf(list)
      if (slowReads) await new Promise<void>((resolve) => waiting.push(resolve))
      return answer
    },
    volunteerDelete: (input) => ((list = list.filter((x) => x !== (input as { id: number }).id)), null),
    volunteerReorder: (input) => ((list = [...(input as { ids: number[] }).ids]), null),
  })
  const toast = new RecordingToast()
  const vm = new VolunteerListViewModel({
    ...useCasesOn(api),
    timer: new SystemClock(),
    toast,
    translate: (key, params) => `${key} ${JSON.stringify(params ?? {})}`,
    undoMs: options.undoMs,
  })
  const slow = () => (slowReads = true)
  /** Lets the oldest waiting read through, once one is waiting. */
  const answerOne = async () => {
    await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0))
    waiting.shift()?.()
  }
  return { api, vm, toast, slow, answerOne, server: () => list, ids: () => vm.rows.map((r) => r.id) }
}

describe('the list view model, by keyboard', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('moves a row at once, renumbers the list, announces the new place and saves the whole order', async () => {
    const s = listOnServer()
    await s.vm.load()
    const moving = s.vm.moveDown(0)
    expect(s.ids()).toEqual([2, 1, 3, 4])
    expect(s.vm.rows.map((r) => r.dataIndex)).toEqual([1, 2, 3, 4])
    expect(s.vm.announcement).toContain('vol.movedTo')
    expect(s.vm.announcement).toContain('"index":2')
    await moving
    expect(s.server()).toEqual([2, 1, 3, 4])
  })

  it('keeps a second move made while the list is read back after the first: the older answer does not undo it', async () => {
    const s = listOnServer()
    await s.vm.load()
    s.slow()
    const first = s.vm.moveDown(0)
    // The first order is saved and its read-back is on its way when the second move is made.
    await vi.waitFor(() => expect(s.api.callsTo('volunteerSorted')).toHaveLength(2))
    const second = s.vm.moveDown(1)
    expect(s.ids()).toEqual([2, 3, 1, 4])
    // The first read-back (the order before the second move) arrives: the table keeps the newer order.
    await s.answerOne()
    await first
    expect(s.ids()).toEqual([2, 3, 1, 4])
    await s.answerOne()
    await second
    expect(s.ids()).toEqual([2, 3, 1, 4])
    expect(s.server()).toEqual([2, 3, 1, 4])
  })

  it('takes a deleted row out at once, offers 撤销, and puts it back where it stood without asking the server', async () => {
    const s = listOnServer()
    await s.vm.load()
    await s.vm.remove(s.vm.rows[1])
    expect(s.ids()).toEqual([1, 3, 4])
    expect(s.vm.focusRowId).toBe(3)
    const offered = s.toast.shown.at(-1)
    expect(offered?.text).toContain('vol.deletedUndo')
    expect(offered?.action?.label).toContain('vol.undo')
    offered?.action?.run()
    expect(s.ids()).toEqual([1, 2, 3, 4])
    expect(s.vm.rows.map((r) => r.dataIndex)).toEqual([1, 2, 3, 4])
    expect(s.vm.focusRowId).toBe(2)
    expect(s.vm.announcement).toContain('vol.restored')
    await s.vm.load()
    expect(s.api.callsTo('volunteerDelete')).toEqual([])
    expect(s.server()).toEqual([1, 2, 3, 4])
  })

  it('deletes on the server once the 撤销 time is up, and then 撤销 does nothing', async () => {
    vi.useFakeTimers()
    const s = listOnServer({ undoMs: 6000 })
    await s.vm.load()
    await s.vm.remove(s.vm.rows[3])
    expect(s.vm.focusRowId).toBe(3)
    await vi.advanceTimersByTimeAsync(5999)
    expect(s.server()).toEqual([1, 2, 3, 4])
    await vi.advanceTimersByTimeAsync(1)
    expect(s.server()).toEqual([1, 2, 3])
    expect(s.vm.undo()).toBe(false)
    expect(s.ids()).toEqual([1, 2, 3])
  })

  it('sends a waiting delete before anything else reads or writes the list: a reload, a move, an export, the next delete', async () => {
    const s = listOnServer()
    await s.vm.load()
    await s.vm.remove(s.vm.rows[0])
    await s.vm.load()
    expect(s.server()).toEqual([2, 3, 4])
    expect(s.ids()).toEqual([2, 3, 4])
    await s.vm.remove(s.vm.rows[0])
    await s.vm.remove(s.vm.rows[0])
    expect(s.server()).toEqual([3, 4])
    await s.vm.reorder([...s.vm.rows].reverse())
    expect(s.server()).toEqual([4])
    expect(s.ids()).toEqual([4])
  })

  it('moves the focus to the row before when the last row is deleted, and to nothing when none is left', async () => {
    const s = listOnServer()
    await s.vm.load()
    await s.vm.remove(s.vm.rows[3])
    expect(s.vm.focusRowId).toBe(3)
    s.vm.focusTaken()
    for (const row of [...s.vm.rows]) await s.vm.remove(row)
    expect(s.vm.rows).toEqual([])
    expect(s.vm.focusRowId).toBeNull()
  })
})

describe('the list view model’s segment', () => {
  it('reads 二段 from rows that all say they have no past data when no list or check said it', async () => {
    const rows = rowsOf([1, 2]).map((r) => ({ ...r, probability: null, band: null, filed: null, reasons: [{ code: 'noHistory', params: {} }] }))
    const api = new ScriptedHttpApi({ volunteerSorted: () => rows })
    const list = new VolunteerListViewModel({ ...useCasesOn(api), timer: new SystemClock(), toast: new RecordingToast(), translate })
    await list.load()
    expect(list.segment).toBe('二段')
  })
})

describe('the AI form view model', () => {
  it('loads the saved preferences and sends them back with the target', async () => {
    const saved = {
      major: '计算机类',
      jsonList: JSON.stringify([{ name: '计算机类', num: 4, code: '0809' }]),
      province: '浙江',
      maxTuition: null,
      userId: 7,
      prefs: {
        priority: 'major',
        avoid: ['directed'],
        avoidProvinces: ['黑龙江'],
        cities: ['杭州'],
        avoidCities: ['宁波'],
        schoolLevel: '211',
        maxSlipRisk: 0.02,
      },
    }
    const api = new ScriptedHttpApi({
      aiTarget: () => saved,
      planProvinces: () => ['浙江', '黑龙江'],
      planCities: () => [
        { province: '浙江', city: '杭州', num: 50 },
        { province: '浙江', city: '宁波', num: 20 },
      ],
      planTest: () => new ApiError(1, 'later'),
      majorCatalog: () => [],
      scoreRatios: () => [],
      addAiTarget: () => null,
    })
    const list = new VolunteerListViewModel({ ...useCasesOn(api), timer: new SystemClock(), toast: new RecordingToast(), translate })
    const vm = new AiVolunteerViewModel({
      ...useCasesOn(api),
      timer: new SystemClock(),
      toast: new RecordingToast(),
      navigator: new RecordingNavigator(),
      translate,
      list,
      user: () => null,
    })
    await vm.load()
    expect(vm.prefs.provinceState('黑龙江')).toBe('avoid')
    expect(vm.prefs.cityState('宁波')).toBe('avoid')
    // Opting in to 定向 takes it off the avoided kinds; 中外合作 stays ruled out.
    vm.prefs.setAvoided('directed', false)
    vm.prefs.setPlaceMode('want')
    vm.prefs.toggleProvince('黑龙江')
    await vm.save()
    const sent = api.calls.find((c) => c.name === 'addAiTarget')?.input as Record<string, unknown>
    expect(sent).toMatchObject({ major: '计算机类', province: '浙江,黑龙江', excludeSinoForeign: false })
    expect(sent.prefs).toEqual({
      priority: 'major',
      avoid: [],
      avoidProvinces: [],
      cities: ['杭州'],
      avoidCities: ['宁波'],
      schoolLevel: '211',
      maxSlipRisk: 0.02,
      rows: 80,
      reachRows: 24,
      placeOnly: false,
      vocational: true,
    })
  })
})
