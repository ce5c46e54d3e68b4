import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allEndpoints } from '@/ports/api/catalog'
import type { Endpoint } from '@/ports/api/endpoint'
import { orderStatus, wxPayQr } from '@/ports/api/pay'
import { saveTalk, talkByGroup } from '@/ports/api/chat'
import { studentInfo } from '@/ports/api/system'
import { fetchRaw, send, signIn, startTestServer, type TestServer } from '../testServer'

/**
 * Student A probes every signed-in endpoint of the contract (generated from it: a new endpoint is covered
 * without touching this file) with student B's user id, B's row ids and B's token in every field and path
 * segment that names a row, on the real server over a SQLite file. Whatever A gets back must not carry
 * anything of B's, and B's rows must be unchanged afterwards.
 */
const B_PHONE = '13400000802'
const B_GROUP = 'b-secret-group-7731'
const B_QUESTION = '乙同学的私密问题 7731'

const userScoped = allEndpoints.filter((e) => e.auth && e.response === 'json')

/** Input fields that name a user or a row: where B's ids go. */
function idFields(endpoint: Endpoint): string[] {
  const shape = (endpoint.input as unknown as { shape?: Record<string, unknown> }).shape ?? {}
  return Object.keys(shape).filter((name) => /(^id$|Id$|^uaGroup$|No$)/.test(name))
}
const pathParams = (endpoint: Endpoint) => [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => name)

describe('a student never reaches another student’s data, whatever ids a request carries', () => {
  let server: TestServer
  let a: { token: string; userId: number }
  let b: { token: string; userId: number }
  let bTradeNo = ''
  const answers: string[] = []

  beforeAll(async () => {
    server = await startTestServer()
    a = await signIn(server, '13400000801')
    b = await signIn(server, B_PHONE)
    const order = await send(server, wxPayQr, { orderType: 1 }, { token: b.token })
    expect(order.code).toBe(0)
    bTradeNo = order.data?.outTradeNo ?? ''
    expect(bTradeNo).not.toBe('')
    expect((await send(server, saveTalk, { uaGroup: B_GROUP, question: B_QUESTION, answer: '答' }, { token: b.token })).code).toBe(0)
  }, 60_000)
  afterAll(async () => server.close())

  it('covers the signed-in endpoints of the contract', () => {
    expect(userScoped.length).toBeGreaterThan(40)
    expect(userScoped.filter((e) => idFields(e).length > 0 || pathParams(e).length > 0).length).toBeGreaterThan(25)
  })

  it('answers A nothing of B’s for B’s user id, row ids and token in every id field and path segment', async () => {
    const values: Array<string | number> = [b.userId, String(b.userId), bTradeNo, B_GROUP, b.token]
    let probes = 0
    for (const endpoint of userScoped) {
      const fields = idFields(endpoint)
      const params = pathParams(endpoint)
      if (fields.length === 0 && params.length === 0) continue
      for (const value of values) {
        const input = Object.fromEntries([...fields, ...params].map((name) => [name, value]))
        const response = await fetchRaw(server, endpoint, input as never, { token: a.token })
        const text = await response.text()
        answers.push(text)
        probes++
        expect(response.status, endpoint.name).toBe(200)
        for (const secret of [B_PHONE, b.token, bTradeNo, B_GROUP, B_QUESTION]) expect(text, `${endpoint.name} with ${String(value)}`).not.toContain(secret)
      }
    }
    expect(probes).toBeGreaterThan(100)
  }, 300_000)

  it('refuses A’s token for B’s order and B’s conversation, and leaves them as they were', async () => {
    expect((await send(server, orderStatus, { outTradeNo: bTradeNo }, { token: a.token })).code).not.toBe(0)
    expect((await send(server, orderStatus, { outTradeNo: bTradeNo }, { token: b.token })).data).toMatchObject({ outTradeNo: bTradeNo, status: 'pending' })
    const talk = await send(server, talkByGroup, { uaGroup: B_GROUP }, { token: b.token })
    expect(talk.data).toEqual([expect.objectContaining({ question: B_QUESTION })])
    // A asking for the same group name sees only A's own (none).
    expect((await send(server, talkByGroup, { uaGroup: B_GROUP }, { token: a.token })).data).toEqual([])
  })

  it('never sends a password hash, a salt or a token hash, to anyone', async () => {
    answers.push(await (await fetchRaw(server, studentInfo, {}, { token: a.token })).text())
    for (const text of answers) expect(text).not.toMatch(/"(password|passwordHash|password_hash|salt|tokenHash|token_hash)"\s*:/i)
  })
})
