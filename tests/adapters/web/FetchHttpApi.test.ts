import { describe, expect, it } from 'vitest'
import { SimpleEventBus } from '@/adapters/events/SimpleEventBus'
import { FixedLanguage } from '@/adapters/fake/FixedLanguage'
import { InMemoryTokenStore } from '@/adapters/fake/InMemoryTokenStore'
import { RecordingToast } from '@/adapters/fake/RecordingToast'
import { FetchHttpApi } from '@/adapters/http/FetchHttpApi'
import { systemSettingList } from '@/ports/api/system'
import { captchaImage, passwordLogin } from '@/ports/api/user'

function api(fetch: typeof globalThis.fetch) {
  return new FetchHttpApi({
    baseUrl: 'http://api.test',
    fetch,
    retryDelay: () => 0,
    tokens: new InMemoryTokenStore('t-1'),
    events: new SimpleEventBus(),
    toast: new RecordingToast(),
    language: new FixedLanguage('zh_TW'),
    userId: () => 9,
  })
}
const ok = () => new Response(JSON.stringify({ code: 0, msg: 'ok', data: [] }))

describe('FetchHttpApi', () => {
  it('sends the token, deviceId and accept-language headers', async () => {
    let headers: Record<string, string> = {}
    await api(async (_, init) => {
      headers = init?.headers as Record<string, string>
      return ok()
    }).call(systemSettingList, {})
    expect(headers).toMatchObject({ 'qiren-token': 't-1', deviceId: '9', 'accept-language': 'zh-TW' })
  })

  it('retries a GET twice after network errors, then succeeds', async () => {
    let attempts = 0
    const result = await api(async () => {
      attempts += 1
      if (attempts < 3) throw new TypeError('network down')
      return ok()
    }).call(systemSettingList, {})
    expect(result).toEqual([])
    expect(attempts).toBe(3)
  })

  it('never retries a POST, which may not be idempotent', async () => {
    let attempts = 0
    const call = api(async () => {
      attempts += 1
      throw new TypeError('network down')
    }).call(passwordLogin, { account: '13800000000', password: 'a'.repeat(32), code: 'x', uuid: 'uuid-0001' })
    await expect(call).rejects.toMatchObject({ code: -1 })
    expect(attempts).toBe(1)
  })

  it('builds image URLs with path parameters filled from the input', () => {
    expect(api(async () => ok()).url(captchaImage, { uuid: 'abc-123456' })).toBe('http://api.test/api/captcha/abc-123456')
  })
})
