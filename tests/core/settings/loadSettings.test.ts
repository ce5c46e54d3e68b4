import { describe, expect, it } from 'vitest'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'
import { dataVersionOf, DEFAULT_SYSTEM_NAME, loadSettings, systemNameOf } from '@/core/settings/loadSettings'
import { firstLeafPath } from '@/core/navigation/menuTree'
import { systemSettingList } from '@/ports/api/system'

describe('loadSettings', () => {
  it('turns the setting list into a name → value map, skipping empty values', async () => {
    const api = new ScriptedHttpApi().reply(systemSettingList, () => [
      { fieldName: 'system_name', fieldValue: '测试系统' },
      { fieldName: 'is_test', fieldValue: '1' },
      { fieldName: 'gone', fieldValue: null },
    ])
    const result = await loadSettings({ api })
    expect(result).toEqual({ ok: true, value: { system_name: '测试系统', is_test: '1' } })
  })

  it('derives data version 1 from is_test 1 and 2 from anything else', () => {
    expect(dataVersionOf({ is_test: '1' })).toBe(1)
    expect(dataVersionOf({ is_test: '0' })).toBe(2)
    expect(dataVersionOf({})).toBe(2)
  })

  it('falls back to the default system name when none is configured', () => {
    expect(systemNameOf({})).toBe(DEFAULT_SYSTEM_NAME)
    expect(systemNameOf({ system_name: '  ' })).toBe(DEFAULT_SYSTEM_NAME)
  })
})

describe('firstLeafPath', () => {
  const node = (menuId: number, path: string, extra = {}) => ({
    menuId,
    parentId: 0,
    title: path,
    icon: null,
    hide: 0,
    path,
    component: null,
    redirect: null,
    sortNumber: menuId,
    menuType: 0,
    meta: null,
    ...extra,
  })
  it('is the first visible leaf by sort order, descending into groups and skipping hidden entries', () => {
    const tree = [node(3, '/b'), node(1, '/group', { children: [node(12, '/group/hidden', { hide: 1 }), node(13, '/group/leaf')] })]
    expect(firstLeafPath(tree)).toBe('/group/leaf')
    expect(firstLeafPath([])).toBeNull()
  })
})
