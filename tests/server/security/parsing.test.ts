import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { schoolSearch } from '@/ports/api/school'
import { studentInfo } from '@/ports/api/system'
import { volunteerList } from '@/ports/api/plan'
import { call, sendRaw, signIn, startTestServer, type TestServer } from '../testServer'

/**
 * Issue 15: a number field takes a number or the text of one, nothing else; one depth limit before
 * validation; every malformed body is answered with the validation envelope, naming the field.
 */
describe('parsing what clients send', () => {
  let server: TestServer
  let student: { token: string; userId: number }
  beforeAll(async () => {
    server = await startTestServer()
    student = await signIn(server, '13520000001')
  })
  afterAll(async () => server.close())

  it('refuses a user id hidden in nested arrays, naming the field (z.coerce read [[["1"]]] as 1)', async () => {
    const answer = await sendRaw(server, volunteerList, { userId: [[[String(student.userId)]]] }, { token: student.token })
    expect(answer.code).toBe(1)
    expect(answer.msg).toBe('参数“userId”不正确')
  })

  it.each([
    ['true', true],
    ['an object', { n: 1 }],
    ['hex text', '0x10'],
    ['an exponent', '1e3'],
    ['empty text', ''],
    ['an array', [2]],
  ])('refuses %s as a page number', async (_what, pageNum) => {
    const answer = await sendRaw(server, schoolSearch, { pageNum, pageSize: 10 })
    expect(answer.code).toBe(1)
    expect(answer.msg).toBe('参数“pageNum”不正确')
  })

  it('takes a number, or the text of one (as a query string carries it)', async () => {
    expect((await sendRaw(server, schoolSearch, { pageNum: 2, pageSize: 10 })).code).toBe(0)
    expect((await sendRaw(server, schoolSearch, { pageNum: '2', pageSize: ' 10 ' })).code).toBe(0)
    expect((await sendRaw(server, studentInfo, { id: String(student.userId) }, { token: student.token })).code).toBe(0)
  })

  it('reads a yes/no filter as written: "false" is no (z.coerce.boolean made it yes)', async () => {
    expect(schoolSearch.input.parse({ is985: 'false' }).is985).toBe(false)
    expect(schoolSearch.input.parse({ is985: '1' }).is985).toBe(true)
    expect((await sendRaw(server, schoolSearch, { is985: 'maybe' })).msg).toBe('参数“is985”不正确')
  })

  it('refuses a body nested deeper than the limit before parsing it, as a validation answer (never code -1)', async () => {
    for (const depth of [17, 5_000, 200_000]) {
      const answer = await call(server, 'POST', '/api/gk/gk-school/recommend', '['.repeat(depth) + ']'.repeat(depth))
      expect(answer.code).toBe(1)
      expect(answer.msg).toBe('请求内容嵌套层级过深')
    }
    // Brackets inside strings are text, not nesting.
    expect((await call(server, 'POST', '/api/gk/gk-school/recommend', JSON.stringify({ name: '['.repeat(20) + '{'.repeat(20) }))).code).toBe(0)
    expect(server.logger.errors).toEqual([])
  })

  it('answers a body that is not JSON with the validation envelope, in the caller’s language', async () => {
    const answer = await call(server, 'POST', '/api/gk/gk-school/recommend', '{"pageNum": 1,', { headers: { 'i18n-lang': 'en' } })
    expect([answer.code, answer.msg]).toEqual([1, 'The request body is not valid JSON'])
  })
})
