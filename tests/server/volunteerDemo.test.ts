import { describe, expect, it } from 'vitest'
import { joinAi, volunteerCheck, volunteerSorted } from '@/ports/api/plan'
import { phoneLogin, sendSms } from '@/ports/api/user'
import { createMemoryBackend } from '../../server/adapters/memory/createMemoryBackend'
import { ManualClock } from '@/adapters/fake/ManualClock'

describe('demo mode runs the same volunteer use cases over the shipped sample', () => {
  it('gives a new account the recorded trial, then recommends, lists and checks a list', async () => {
    const backend = createMemoryBackend({ clock: new ManualClock() })
    const anon = { token: null, lang: 'zh_CN' as const, ip: '127.0.0.1' }
    const phone = '13400000051'
    await backend.dispatch(sendSms, { phone }, anon)
    const login = await backend.dispatch(phoneLogin, { phone, smsCode: backend.sms.lastCode(phone) }, anon)
    const data = login.envelope.data as { accessToken: string; loginUserDTO: { id: number; isBaseVip: number; volunteerVerify: number } }
    expect(data.loginUserDTO.isBaseVip).toBe(1)
    expect(data.loginUserDTO.volunteerVerify).toBe(3)
    const ctx = { ...anon, token: data.accessToken }
    await backend.deps.repos.students.save(data.loginUserDTO.id, { rankZs: 15000, rank: '1', batchId: 1, subject: 'physics,chemistry,biology', isFill: '1' })
    const ai = await backend.dispatch(joinAi, {}, ctx)
    expect(ai.envelope.code).toBe(0)
    const rows = (ai.envelope.data as { rows: Array<{ planId: string }> }).rows
    expect(rows.length).toBeGreaterThan(10)
    const sorted = await backend.dispatch(volunteerSorted, {}, ctx)
    expect((sorted.envelope.data as unknown[]).length).toBe(rows.length)
    const check = await backend.dispatch(volunteerCheck, {}, ctx)
    expect(check.envelope.code).toBe(0)
    expect((check.envelope.data as { remainingChecks: number }).remainingChecks).toBe(2)
  }, 60_000)
})
