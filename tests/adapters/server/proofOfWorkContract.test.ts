import { describe, expect, it } from 'vitest'
import { AltchaProofSolver } from '@/adapters/crypto/AltchaProofSolver'
import { AltchaProofOfWork } from '../../../server/adapters/crypto/AltchaProofOfWork'

const T0 = Date.UTC(2027, 5, 25)
const pow = new AltchaProofOfWork('a-test-key-of-thirty-two-characters!')
const solver = new AltchaProofSolver()

const solved = async (scope: string, work = 2_000, until = T0 + 60_000) => (await solver.solve(await pow.issue(scope, work, until)))!

describe('ProofOfWork: AltchaProofOfWork with the web app’s solver', () => {
  it('takes a solution of its own challenge for the same scope, and says the work it asked', async () => {
    expect(await pow.check(await solved('sms:13800000000', 3_000), 'sms:13800000000', T0)).toMatchObject({ valid: true, maxNumber: 3_000 })
  })

  it('refuses it for another scope, after its expiry, under another key, and when any field is changed', async () => {
    const proof = await solved('sms:13800000000')
    expect((await pow.check(proof, 'sms:13800000001', T0)).valid).toBe(false)
    expect((await pow.check(proof, 'password:13800000000', T0)).valid).toBe(false)
    expect((await pow.check(proof, 'sms:13800000000', T0 + 60_000)).valid).toBe(false)
    expect((await new AltchaProofOfWork('another-key-of-thirty-two-characters').check(proof, 'sms:13800000000', T0)).valid).toBe(false)
    const fields = JSON.parse(atob(proof)) as Record<string, unknown>
    const changed = [
      { ...fields, number: Number(fields.number) + 1 },
      { ...fields, salt: String(fields.salt).replace('work=2000', 'work=200000') },
      { ...fields, signature: '0'.repeat(64) },
    ]
    for (const forged of changed) expect((await pow.check(btoa(JSON.stringify(forged)), 'sms:13800000000', T0)).valid).toBe(false)
    for (const junk of ['', 'not base64!', btoa('[]'), btoa('{"salt":1}')]) expect((await pow.check(junk, 'sms:13800000000', T0)).valid).toBe(false)
  })

  it('gives each challenge its own id, so a caller can spend a solution once', async () => {
    const [a, b] = [await solved('code:13800000000'), await solved('code:13800000000')]
    const [ca, cb] = [await pow.check(a, 'code:13800000000', T0), await pow.check(b, 'code:13800000000', T0)]
    expect(ca.id).not.toBe(cb.id)
    expect((await pow.check(a, 'code:13800000000', T0)).id).toBe(ca.id)
  })
})
