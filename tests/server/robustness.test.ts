import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { allEndpoints } from '@/ports/api/catalog'
import type { Endpoint } from '@/ports/api/endpoint'
import { call, fetchRaw, send, sendRaw, signIn, startTestServer, type TestServer } from './testServer'
import { errorReport, systemSettingList } from '@/ports/api/system'
import { aliCode, passwordLogin, sendSms } from '@/ports/api/user'

let server: TestServer
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(async () => {
  await server.close()
})

/** A plausible value for each `:name` segment of the endpoint's path. */
function pathParams(endpoint: Endpoint): Record<string, string> {
  return Object.fromEntries([...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, 'abcdefgh1234']))
}

describe('bad requests still get the envelope', () => {
  it('answers an unknown path with code 404 in JSON, not an HTML page', async () => {
    const response = await server.app.request('/api/nope')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({ code: 404, msg: '接口不存在', data: null })
  })

  it('answers malformed JSON with a readable message', async () => {
    const answer = await call(server, 'POST', sendSms.path, '{"phone": ')
    expect(answer).toMatchObject({ status: 200, code: 1, msg: '请求内容不是有效的 JSON' })
  })

  it('answers an empty body with the first missing field in words', async () => {
    const answer = await call(server, 'POST', passwordLogin.path)
    expect(answer.code).toBe(1)
    expect(answer.msg).toBe('参数“account”不正确')
  })

  it('uses the schema message key for a wrong phone number, in the language asked for', async () => {
    const zh = await send(server, sendSms, { phone: '12345' })
    expect(zh.msg).toBe('请输入正确的手机号')
    const en = await sendRaw(server, sendSms, { phone: 12345 }, { headers: { 'accept-language': 'en-US,en;q=0.9' } })
    expect(en.msg).toBe('The field "phone" is not valid')
  })

  it('names the field that is too long', async () => {
    const answer = await send(server, errorReport, { apiName: 'x'.repeat(201), content: 'c' })
    expect(answer.msg).toBe('参数“apiName”过长')
  })

  it('refuses a body over 1 MB with an envelope', async () => {
    const answer = await send(server, errorReport, { apiName: 'x', content: 'y'.repeat(1_100_000) })
    expect(answer).toMatchObject({ status: 200, code: 1, msg: '请求内容过大' })
  })

  it('answers "coming soon" for an endpoint whose feature is not built yet', async () => {
    // aliCode belongs to online payment, which is not built yet.
    const { token } = await signIn(server, '13800000399')
    const answer = await send(server, aliCode, {}, { token })
    expect(answer).toMatchObject({ code: 1, msg: '该功能正在建设中，敬请期待' })
  })

  it('answers code -1 and logs when a handler throws', async () => {
    server.deps.repos.content.settings = async () => {
      throw new Error('disk on fire')
    }
    const answer = await send(server, systemSettingList, {})
    expect(answer).toMatchObject({ code: -1, msg: '服务器开小差了，请稍后再试' })
    expect(server.logger.errors).toContain('handler failed')
  })

  it('sets the security headers on every response', async () => {
    const response = await fetchRaw(server, systemSettingList, {})
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('answers every endpoint of the contract with an envelope, signed in or not, with junk input', async () => {
    const { token } = await signIn(server, '13400000001')
    for (const endpoint of allEndpoints) {
      if (endpoint.response !== 'json') continue
      for (const options of [{}, { token }]) {
        const body = endpoint.method === 'POST' ? { junk: [1, 2, 3], userId: 'abc' } : { junk: 'x' }
        const answer = await sendRaw(server, endpoint, { ...body, ...pathParams(endpoint) }, options)
        expect(answer.status, endpoint.name).toBe(200)
        expect(typeof answer.code, endpoint.name).toBe('number')
        expect(answer.code, endpoint.name).not.toBe(-1)
      }
    }
  })
})
