import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allEndpoints } from '@/ports/api/catalog'
import { signIn, startTestServer, type TestServer } from '../testServer'

/** Requests per run: 10,000 in CI (issue 13); FUZZ_RUNS overrides it for a longer local hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000)

const jsonEndpoints = allEndpoints.filter((e) => e.response === 'json')

/** Values a careless or hostile client sends: wrong types, nesting, huge and odd numbers, odd strings. */
const junk: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -1, 1e308, -0, '', ' ', 'null', 'NaN', '1e999', '0x10', '__proto__', '../../etc/passwd', '<script>alert(1)</script>'),
    fc.integer(),
    fc.double(),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value

/** A body: an object built from the endpoint's own field names (so validation is reached), or anything at all. */
const bodyFor = (fields: string[]) =>
  fc.oneof(
    fc.dictionary(fields.length > 0 ? fc.constantFrom(...fields) : fc.string({ maxLength: 8 }), junk, { maxKeys: 6 }),
    junk,
    // Deep nesting, which once reached a RangeError in a probe.
    fc.integer({ min: 100, max: 5_000 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
  )

/** Field names of an endpoint's input schema, when it is an object. */
function fieldsOf(endpoint: (typeof jsonEndpoints)[number]): string[] {
  const shape = (endpoint.input as unknown as { shape?: Record<string, unknown> }).shape
  return shape ? Object.keys(shape) : []
}

const segment = fc.oneof(fc.constantFrom('1', '0', '-1', 'abc', '%00', '..', '%2e%2e', 'x'.repeat(300)), fc.string({ maxLength: 12 }))

const requestArb = (tokens: string[]) =>
  fc.constantFrom(...jsonEndpoints).chain((endpoint) =>
    fc.record({
      endpoint: fc.constant(endpoint),
      wrongMethod: fc.boolean(),
      params: fc.array(segment, { minLength: 3, maxLength: 3 }),
      query: fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 4 }),
      body: bodyFor(fieldsOf(endpoint)),
      rawBody: fc.option(fc.string({ maxLength: 60 }), { nil: undefined, freq: 8 }),
      token: fc.oneof(fc.constant(undefined), fc.constantFrom(...tokens), fc.string({ maxLength: 40 })),
      lang: fc.option(fc.constantFrom('en', 'zh_TW', 'zh-CN', 'xx', ''), { nil: undefined }),
      contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', ''),
    }),
  )

describe('fuzzing the contract (fast-check)', () => {
  let server: TestServer
  let tokens: string[] = []
  beforeAll(async () => {
    server = await startTestServer()
    tokens = [(await signIn(server, '13400000701')).token, (await signIn(server, '13400000702')).token]
  }, 60_000)
  afterAll(async () => server.close())

  it(`answers ${RUNS.toLocaleString('en')} generated requests with the envelope, never a 5xx, never code -1; the database stays sound`, async () => {
    const seen = new Map<string, number>()
    await fc.assert(
      fc.asyncProperty(requestArb(tokens), async (r) => {
        let i = 0
        const path = r.endpoint.path.replace(/:(\w+)/g, () => encodeURIComponent(r.params[i++ % 3]))
        const query = new URLSearchParams(r.query).toString()
        const method = r.wrongMethod ? (r.endpoint.method === 'GET' ? 'POST' : 'GET') : r.endpoint.method
        const headers: Record<string, string> = { 'x-forwarded-for': '10.9.0.1' }
        if (r.token) headers['qiren-token'] = r.token
        if (r.lang !== undefined) headers['i18n-lang'] = r.lang
        if (r.contentType) headers['content-type'] = r.contentType
        const body = method === 'POST' ? (r.rawBody ?? JSON.stringify(r.body)) : undefined
        const response = await server.app.request(`${path}${query ? `?${query}` : ''}`, { method, headers, body })
        expect(response.status, `${method} ${path}`).toBeLessThan(500)
        const text = await response.text()
        const envelope = JSON.parse(text) as { code: unknown; msg: unknown; data: unknown }
        expect(typeof envelope.code, `${method} ${path}: ${text.slice(0, 200)}`).toBe('number')
        expect(typeof envelope.msg).toBe('string')
        expect('data' in envelope).toBe(true)
        expect(envelope.code, `${method} ${path} ${JSON.stringify(r.body)?.slice(0, 200)}: ${text.slice(0, 200)}`).not.toBe(-1)
        seen.set(r.endpoint.name, (seen.get(r.endpoint.name) ?? 0) + 1)
      }),
      { numRuns: RUNS },
    )
    // Every endpoint of the contract was reached.
    expect(jsonEndpoints.filter((e) => !seen.has(e.name)).map((e) => e.name)).toEqual([])
    const check = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(server.db)
    expect(check.rows.map((row) => row.integrity_check)).toEqual(['ok'])
    expect(server.logger.errors).toEqual([])
  }, 600_000)
})
