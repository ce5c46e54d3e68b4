import { describe, expect, it } from 'vitest'
import { createMemoryBackend } from '../../../server/adapters/memory/createMemoryBackend'
import { createApp } from '../../../server/http/createApp'
import { SimpleEventBus } from '@/adapters/events/SimpleEventBus'
import { FixedLanguage } from '@/adapters/fake/FixedLanguage'
import { InMemoryTokenStore } from '@/adapters/fake/InMemoryTokenStore'
import { RecordingToast } from '@/adapters/fake/RecordingToast'
import { FetchHttpApi } from '@/adapters/http/FetchHttpApi'
import { studentInfo, systemSettingList } from '@/ports/api/system'
import { phoneLogin, sendSms } from '@/ports/api/user'

/** The real HTTP adapter against the real Hono app (in-memory repositories), through app.request. */
function setup(lang: 'zh_CN' | 'en' = 'zh_CN') {
  const backend = createMemoryBackend()
  const app = createApp(backend.deps)
  const tokens = new InMemoryTokenStore()
  const events = new SimpleEventBus()
  const api = new FetchHttpApi({
    baseUrl: 'http://localhost',
    fetch: async (url, init) => app.request(url, init),
    retryDelay: () => 0,
    tokens,
    events,
    toast: new RecordingToast(),
    language: new FixedLanguage(lang),
    userId: () => null,
  })
  return { api, tokens, events, backend }
}

describe('FetchHttpApi against the Hono server', () => {
  it('reads the seeded system settings', async () => {
    const { api } = setup()
    const settings = await api.call(systemSettingList, {})
    expect(settings.find((setting) => setting.fieldName === 'system_name')?.fieldValue).toBe('浙江高考志愿填报AI系统')
  })

  it('turns a protected call with an unknown token into sessionExpired', async () => {
    const { api, events, tokens } = setup()
    tokens.set('a-token-the-server-never-issued')
    let expired = false
    events.on('sessionExpired', () => (expired = true))
    await expect(api.call(studentInfo, {})).rejects.toMatchObject({ code: 403 })
    expect(expired).toBe(true)
    expect(tokens.get()).toBeNull()
  })

  it('rejects a protected call made without a session but does not announce an expiry nobody had', async () => {
    const { api, events } = setup()
    let expired = false
    events.on('sessionExpired', () => (expired = true))
    await expect(api.call(studentInfo, {})).rejects.toMatchObject({ code: 403 })
    expect(expired).toBe(false)
  })

  it('signs in by SMS, keeps the token and then reads the own student record with it', async () => {
    const { api, tokens, backend } = setup()
    await api.call(sendSms, { phone: '13600000000' })
    const code = backend.sms.lastCode('13600000000') ?? ''
    const login = await api.call(phoneLogin, { phone: '13600000000', smsCode: code })
    tokens.set(login.accessToken)
    const info = await api.call(studentInfo, {})
    expect(info.loginUser.phone).toBe('13600000000')
  })

  it('gets server messages in the language of accept-language', async () => {
    const { api } = setup('en')
    await api.call(sendSms, { phone: '13600000001' })
    await expect(api.call(sendSms, { phone: '13600000001' })).rejects.toThrow(/try again in/)
  })
})
