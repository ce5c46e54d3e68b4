import { describe, expect, it } from 'vitest'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'
import { ApiError } from '@/ports/HttpApi'
import { volunteerExport } from '@/ports/api/plan'
import { exportVolunteers } from '@/core/volunteer/exportVolunteers'

describe('exportVolunteers', () => {
  it('names the file after the Beijing day, also in the hours when UTC is still on the day before', async () => {
    const api = new ScriptedHttpApi({ volunteerExport: () => 'xlsx' })
    // 2026-06-25 16:30 UTC is 00:30 on 06-26 in Zhejiang.
    const late = await exportVolunteers({ api, clock: new ManualClock(Date.UTC(2026, 5, 25, 16, 30)) })
    expect(late.ok && late.value.fileName).toBe('志愿表-2026-06-26.xlsx')
    const early = await exportVolunteers({ api, clock: new ManualClock(Date.UTC(2026, 5, 25, 15, 59)) })
    expect(early.ok && early.value.fileName).toBe('志愿表-2026-06-25.xlsx')
    expect(early.ok && (await early.value.blob.text())).toBe('xlsx')
  })

  it('passes a refusal on instead of a file', async () => {
    const api = new ScriptedHttpApi().reply(volunteerExport, () => new ApiError(401, '请先登录'))
    const res = await exportVolunteers({ api, clock: new ManualClock() })
    expect(res).toEqual({ ok: false, error: '请先登录' })
  })
})
