import { describe, expect, it } from 'vitest'
import { SimpleEventBus } from '@/adapters/events/SimpleEventBus'
import { FixedLanguage } from '@/adapters/fake/FixedLanguage'
import { InMemoryHttpApi, type MemoryBackend } from '@/adapters/fake/InMemoryHttpApi'
import { InMemoryTokenStore } from '@/adapters/fake/InMemoryTokenStore'
import { RecordingToast } from '@/adapters/fake/RecordingToast'
import { FetchHttpApi } from '@/adapters/http/FetchHttpApi'
import type { HttpApi } from '@/ports/HttpApi'
import type { Envelope } from '@/ports/api/endpoint'
import { planPage } from '@/ports/api/plan'
import { systemSettingList } from '@/ports/api/system'

/** A server stand-in: answers a scripted envelope (and optional refreshed token) and records requests. */
function scriptedServer() {
  const requests: { name: string; input: unknown; token: string | null }[] = []
  let next: { envelope: Envelope; refreshedToken?: string } = { envelope: { code: 0, msg: 'ok', data: [] } }
  return {
    requests,
    answer(envelope: Envelope, refreshedToken?: string) {
      next = { envelope, refreshedToken }
    },
    record(name: string, input: unknown, token: string | null) {
      requests.push({ name, input, token })
      return name === 'errorReport' ? { envelope: { code: 0, msg: 'ok', data: null } } : next
    },
  }
}

type Server = ReturnType<typeof scriptedServer>

/** Every path of the contract, so a request can be named the way the server would route it. */
const names: Record<string, string> = {
  '/api/gk/system-edit/list': 'systemSettingList',
  '/api/gk/gk-plan-ok/page': 'planPage',
  '/api/gk/excel/errorMsg': 'errorReport',
}

function overFetch(server: Server) {
  return (deps: Deps) =>
    new FetchHttpApi({
      ...deps,
      baseUrl: 'http://api.test',
      retryDelay: () => 0,
      fetch: async (url, init) => {
        const target = new URL(url instanceof Request ? url.url : url)
        const headers = init?.headers as Record<string, string>
        const input: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : Object.fromEntries(target.searchParams)
        const path = target.pathname
        const answer = server.record(names[path], input, headers['qiren-token'] ?? null)
        return new Response(JSON.stringify(answer.envelope), { headers: answer.refreshedToken ? { token: answer.refreshedToken } : {} })
      },
    })
}

function overMemory(server: Server) {
  const backend: MemoryBackend = {
    dispatch: async (endpoint, input, ctx) => server.record(endpoint.name, input, ctx.token),
    sms: { lastCode: () => undefined },
  }
  return (deps: Deps) => new InMemoryHttpApi({ ...deps, backend })
}

interface Deps {
  tokens: InMemoryTokenStore
  events: SimpleEventBus
  toast: RecordingToast
  language: FixedLanguage
  userId: () => number | null
}

describe.each([
  ['FetchHttpApi', overFetch],
  ['InMemoryHttpApi', overMemory],
])('the error catalogue through %s', (_, make) => {
  function setup() {
    const server = scriptedServer()
    const deps: Deps = {
      tokens: new InMemoryTokenStore('old-token'),
      events: new SimpleEventBus(),
      toast: new RecordingToast(),
      language: new FixedLanguage(),
      userId: () => 42,
    }
    const api: HttpApi = make(server)(deps)
    return { server, deps, api }
  }

  it('resolves with the data of a code-0 envelope and sends the stored token', async () => {
    const { server, api } = setup()
    server.answer({ code: 0, msg: 'ok', data: [{ fieldName: 'is_test', fieldValue: '0' }] })
    await expect(api.call(systemSettingList, {})).resolves.toEqual([{ fieldName: 'is_test', fieldValue: '0' }])
    expect(server.requests[0].token).toBe('old-token')
  })

  it('replaces the stored token with a refreshed one from the response', async () => {
    const { server, deps, api } = setup()
    server.answer({ code: 0, msg: 'ok', data: [] }, 'new-token')
    await api.call(systemSettingList, {})
    expect(deps.tokens.get()).toBe('new-token')
  })

  it('treats 403 as an expired session: token cleared, sessionExpired emitted, call rejected', async () => {
    const { server, deps, api } = setup()
    let expired = 0
    deps.events.on('sessionExpired', () => (expired += 1))
    server.answer({ code: 403, msg: '登录状态已过期', data: null })
    await expect(api.call(systemSettingList, {})).rejects.toMatchObject({ code: 403 })
    expect(deps.tokens.get()).toBeNull()
    expect(expired).toBe(1)
  })

  it('does not announce an expiry for a 403 answered after the local session already ended (a sign-out race)', async () => {
    const { server, deps, api } = setup()
    let expired = 0
    deps.events.on('sessionExpired', () => (expired += 1))
    server.answer({ code: 403, msg: '登录状态已过期', data: null })
    const call = api.call(systemSettingList, {})
    deps.tokens.clear()
    await expect(call).rejects.toMatchObject({ code: 403 })
    expect(expired).toBe(0)
  })

  it.each([-1, -2])('shows code %i as an error toast and sends an error report before rejecting', async (code) => {
    const { server, deps, api } = setup()
    server.answer({ code, msg: '服务器开小差了', data: null })
    await expect(api.call(systemSettingList, {})).rejects.toMatchObject({ code, message: '服务器开小差了' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(deps.toast.shown).toEqual([{ kind: 'error', text: '服务器开小差了' }])
    const report = server.requests.find((request) => request.name === 'errorReport')
    expect(report?.input).toMatchObject({ apiName: '/api/gk/system-edit/list', content: '服务器开小差了', userId: 42 })
  })

  it('answers code 2 from the plan page as an empty list', async () => {
    const { server, api } = setup()
    server.answer({ code: 2, msg: '暂无数据', data: null })
    await expect(api.call(planPage, { pageNum: 1, pageSize: 1 })).resolves.toEqual({ list: [], total: 0 })
  })

  it('rejects any other non-zero code with the server message and no toast', async () => {
    const { server, deps, api } = setup()
    server.answer({ code: 1, msg: '该功能正在建设中', data: null })
    await expect(api.call(systemSettingList, {})).rejects.toMatchObject({ code: 1, message: '该功能正在建设中' })
    expect(deps.toast.shown).toEqual([])
  })
})
