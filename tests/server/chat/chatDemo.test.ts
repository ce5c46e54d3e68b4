import { describe, expect, it } from 'vitest'
import { streamAnswer, talkByGroup } from '@/ports/api/chat'
import { Codes } from '@/ports/api/endpoint'
import { StreamCode, type StreamMessage } from '@/ports/api/stream'
import { phoneLogin, sendSms } from '@/ports/api/user'
import { createMemoryBackend } from '../../../server/adapters/memory/createMemoryBackend'
import { ManualClock } from '@/adapters/fake/ManualClock'

describe('demo mode streams the same answer through backend.openStream', () => {
  it('opens, streams 3 then 0s then 2, saves the record; refuses a visitor with the envelope', async () => {
    const backend = createMemoryBackend({ clock: new ManualClock() })
    const anon = { token: null, lang: 'zh_CN' as const, ip: '127.0.0.1' }
    const phone = '13400000071'
    await backend.dispatch(sendSms, { phone }, anon)
    const login = await backend.dispatch(phoneLogin, { phone, smsCode: backend.sms.lastCode(phone) }, anon)
    const token = (login.envelope.data as { accessToken: string }).accessToken
    const ctx = { ...anon, token }
    const input = { question: '2025年650分排多少名', uaGroup: 'demo', token, uuid: 'x' }

    const refused = await backend.openStream(streamAnswer, input, anon, new AbortController().signal)
    expect(refused).toMatchObject({ ok: false, envelope: { code: Codes.sessionExpired } })

    const opening = await backend.openStream(streamAnswer, input, ctx, new AbortController().signal)
    if (!opening.ok) throw new Error(opening.envelope.msg)
    const messages: StreamMessage[] = []
    for await (const m of opening.messages) messages.push(m)
    expect(messages[0].code).toBe(StreamCode.reasoning)
    expect(messages.at(-1)?.code).toBe(StreamCode.end)
    expect(messages.filter((m) => m.code === StreamCode.answer).length).toBeGreaterThan(0)
    const saved = await backend.dispatch(talkByGroup, { uaGroup: 'demo' }, ctx)
    expect(saved.envelope.data).toHaveLength(1)
  }, 60_000)
})
