import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allEndpoints } from '@/ports/api/catalog'
import type { Endpoint } from '@/ports/api/endpoint'
import { createMemoryBackend } from '../../server/adapters/memory/createMemoryBackend'

/** Protected endpoints whose input names a user (userId, or studentInfo's id). */
function ownerFieldOf(endpoint: Endpoint): string | null {
  const shape = (endpoint.input as unknown as { shape?: Record<string, unknown> }).shape ?? {}
  if (endpoint.name === 'studentInfo') return 'id'
  return 'userId' in shape ? 'userId' : null
}
const protectedWithUser = allEndpoints.filter((endpoint) => endpoint.auth && ownerFieldOf(endpoint) !== null)

async function signIn(backend: ReturnType<typeof createMemoryBackend>, phone: string) {
  const ctx = { token: null, lang: 'zh_CN' as const, ip: `ip-${phone}` }
  const sendSms = allEndpoints.find((e) => e.name === 'sendSms')!
  const phoneLogin = allEndpoints.find((e) => e.name === 'phoneLogin')!
  await backend.dispatch(sendSms, { phone }, ctx)
  const answer = await backend.dispatch(phoneLogin, { phone, smsCode: backend.sms.lastCode(phone) }, ctx)
  const data = answer.envelope.data as { accessToken: string; loginUserDTO: { id: number } }
  return { token: data.accessToken, id: data.loginUserDTO.id }
}

const phoneArb = fc.integer({ min: 3_000_000_000, max: 9_999_999_999 }).map((n) => `1${n}`)

describe('a user never reaches another user’s data', () => {
  it('has protected endpoints taking a user id to check', () => {
    expect(protectedWithUser.length).toBeGreaterThan(20)
  })

  it('refuses any protected endpoint called with another user’s id, answering no data', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(phoneArb, { minLength: 2, maxLength: 2 }),
        fc.constantFrom(...protectedWithUser),
        fc.boolean(),
        async ([phoneA, phoneB], endpoint, asText) => {
          const backend = createMemoryBackend()
          const a = await signIn(backend, phoneA)
          const b = await signIn(backend, phoneB)
          const field = ownerFieldOf(endpoint)!
          const input = { [field]: asText ? String(b.id) : b.id }
          const result = await backend.dispatch(endpoint, input, { token: a.token, lang: 'zh_CN', ip: '10.9.9.9' })
          expect(result.envelope.code).toBe(1)
          expect(result.envelope.msg).toBe('无权访问其他用户的数据')
          expect(result.envelope.data).toBeNull()
          expect(JSON.stringify(result)).not.toContain(phoneB)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('lets a user name their own id', async () => {
    const backend = createMemoryBackend()
    const a = await signIn(backend, '13811112222')
    const studentInfo = allEndpoints.find((e) => e.name === 'studentInfo')!
    const result = await backend.dispatch(studentInfo, { id: String(a.id) }, { token: a.token, lang: 'zh_CN', ip: '1' })
    expect(result.envelope.code).toBe(0)
  })
})
