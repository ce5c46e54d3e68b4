import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { profileFormOf } from '@/core/domain/profileForm'
import { validateProfile } from '@/core/domain/validateProfile'
import { saveScores, userBatches } from '@/ports/api/batch'
import { phoneLogin, sendSms } from '@/ports/api/user'
import { ratioSeed } from '../../server/adapters/seed/batches'
import { createMemoryBackend } from '../../server/adapters/memory/createMemoryBackend'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { scoresBody } from './profileFixtures'

async function demoStudent(phone: string) {
  const clock = new ManualClock()
  const backend = createMemoryBackend({ clock })
  const ctx = { token: null, lang: 'zh_CN' as const, ip: '127.0.0.1' }
  await backend.dispatch(sendSms, { phone }, ctx)
  const login = await backend.dispatch(phoneLogin, { phone, smsCode: backend.sms.lastCode(phone) }, ctx)
  const data = login.envelope.data as { accessToken: string; loginUserDTO: { id: number } }
  return { backend, ctx: { ...ctx, token: data.accessToken }, userId: data.loginUserDTO.id }
}

const fields = [
  'chinese',
  'math',
  'english',
  'physics',
  'chemistry',
  'biology',
  'history',
  'studentType',
  'addScoreType',
  'otherScore',
  'provincePolicyScore',
  'total',
  'proScore',
]
const weird = fc.oneof(fc.integer({ min: -50, max: 800 }), fc.constant(null), fc.double({ min: -1, max: 200, noNaN: true }), fc.constantFrom('90', 'x', true))

describe('demo mode runs the same profile use cases in memory', () => {
  it('saves a profile and lists the batches of its type', async () => {
    const { backend, ctx } = await demoStudent('13400000001')
    const saved = await backend.dispatch(saveScores, scoresBody(), ctx)
    expect(saved.envelope.code).toBe(0)
    expect(saved.envelope.data).toMatchObject({ total: 630, isFill: '1' })
    const list = await backend.dispatch(userBatches, {}, ctx)
    expect((list.envelope.data as { name: string }[]).map((b) => b.name)).toEqual(['普通类第一段', '普通类第二段'])
  })

  it('whatever a client sends, the stored record is either untouched or valid by the shared rules', async () => {
    const { backend, ctx, userId } = await demoStudent('13400000002')
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...fields), weird, { maxKeys: 4 }),
        fc.constantFrom('physics,chemistry,biology', 'physics,history', 'physics,chemistry,biology,history', 'music'),
        async (changes, subject) => {
          const before = await backend.deps.repos.students.byUserId(userId)
          const answer = await backend.dispatch(saveScores, { ...scoresBody(), subject, ...changes }, ctx)
          const after = await backend.deps.repos.students.byUserId(userId)
          if (answer.envelope.code !== 0) {
            expect(after).toEqual(before)
            expect(answer.envelope.msg.length).toBeGreaterThan(0)
          } else {
            expect(validateProfile(profileFormOf(after), ratioSeed)).toEqual([])
            expect(after!.total).toBeLessThanOrEqual(750)
          }
        },
      ),
      { numRuns: 150 },
    )
  })
})
