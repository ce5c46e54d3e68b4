import { describe, expect, it } from 'vitest'
import { RecordingNavigator } from '@/adapters/fake/RecordingNavigator'
import { ApiError } from '@/ports/HttpApi'
import { applyFix } from '@/core/volunteer/applyFix'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'
import { aRow, rowsOf } from '../../support/builders'
import { paths } from '@/core/navigation/routeTable'

/** A server list of row ids that the fake's del / join / updateOrder1 really change. */
function serverWith(ids: number[]) {
  let list = [...ids]
  let next = 100
  const api = new ScriptedHttpApi({
    volunteerSorted: () => rowsOf(list),
    volunteerDelete: (input) => {
      const id = (input as { id: number }).id
      if (!list.includes(id)) return new ApiError(1, '志愿不存在')
      list = list.filter((x) => x !== id)
      return null
    },
    volunteerReorder: (input) => {
      list = [...(input as { ids: number[] }).ids]
      return null
    },
    volunteerJoin: (input) => {
      const planId = (input as { planId: string }).planId
      if (planId === '9999|999') return new ApiError(1, '该专业已在志愿表中')
      list.push(next)
      return aRow(next++, list.length, { planId })
    },
    joinAi: () => ({ rows: [] }),
  })
  return { api, list: () => list, deps: { api, navigator: new RecordingNavigator(paths.volunteerCheck()) } }
}

describe('applyFix: a finding names rows by 志愿序号 at check time', () => {
  it('deletes the rows the check meant, even after an earlier fix moved them', async () => {
    const s = serverWith([1, 2, 3, 4])
    const checked = [1, 2, 3, 4]
    // An earlier fix moved row 4 to the top; the check's "row 3" is still id 3.
    await applyFix(s.deps, { kind: 'move', row: 4, to: 1 }, checked)
    expect(s.list()).toEqual([4, 1, 2, 3])
    const res = await applyFix(s.deps, { kind: 'delete', rows: [3] }, checked)
    expect(res).toEqual({ ok: true, value: { kind: 'changed' } })
    expect(s.list()).toEqual([4, 1, 2])
  })

  it('says the row is gone instead of deleting another one', async () => {
    const s = serverWith([1, 2, 3])
    await applyFix(s.deps, { kind: 'delete', rows: [2] }, [1, 2, 3])
    const again = await applyFix(s.deps, { kind: 'delete', rows: [2] }, [1, 2, 3])
    expect(again).toEqual({ ok: false, error: { message: 'vol.fix.gone', serviceType: null } })
    expect(s.list()).toEqual([1, 3])
  })

  it('moves a row down to the place the check named, as moved() does on the unchanged list', async () => {
    const s = serverWith([1, 2, 3, 4, 5])
    await applyFix(s.deps, { kind: 'move', row: 2, to: 4 }, [1, 2, 3, 4, 5])
    expect(s.list()).toEqual([1, 3, 4, 2, 5])
  })

  it('adds programmes before the row the check named, skipping one the server refuses', async () => {
    const s = serverWith([1, 2, 3])
    const res = await applyFix(s.deps, { kind: 'add', planIds: ['0001|001', '9999|999', '0002|002'], before: 2 }, [1, 2, 3])
    expect(res.ok).toBe(true)
    expect(s.list()).toEqual([1, 100, 101, 2, 3])
    expect(s.api.names()).toEqual(['volunteerSorted', 'volunteerJoin', 'volunteerJoin', 'volunteerJoin', 'volunteerReorder'])
  })

  it('adds at the end without reordering when no row is named', async () => {
    const s = serverWith([1, 2])
    await applyFix(s.deps, { kind: 'add', planIds: ['0001|001'], before: null }, [1, 2])
    expect(s.list()).toEqual([1, 2, 100])
    expect(s.api.names()).not.toContain('volunteerReorder')
  })

  it('rebuilds the list from the saved target with join/ai alone', async () => {
    const s = serverWith([1])
    const res = await applyFix(s.deps, { kind: 'regenerate' }, [1])
    expect(res.ok && res.value.kind).toBe('regenerated')
    expect(s.api.names()).toEqual(['joinAi'])
  })

  it('opens the profile for a fix only the student can make', async () => {
    const s = serverWith([1])
    const res = await applyFix(s.deps, { kind: 'editProfile' }, [1])
    expect(res).toEqual({ ok: true, value: { kind: 'navigated' } })
    expect(s.deps.navigator.visits).toEqual([paths.profile()])
    expect(s.api.calls).toEqual([])
  })
})
