import { describe, expect, it } from 'vitest'
import { AltchaProofSolver } from '@/adapters/crypto/AltchaProofSolver'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'
import { sendSmsCode } from '@/core/auth/sendSmsCode'
import { ApiError } from '@/ports/HttpApi'
import { Codes } from '@/ports/api/endpoint'
import { proofChallenge, sendSms } from '@/ports/api/user'
import { AltchaProofOfWork } from '../../../server/adapters/crypto/AltchaProofOfWork'

const pow = new AltchaProofOfWork('a-test-key-of-thirty-two-characters!')
const T0 = Date.now()

describe('an attempt the server asks work for (code 428)', () => {
  it('is sent again once with a solution of the challenge for its purpose and phone, and the family sees success', async () => {
    const api = new ScriptedHttpApi()
      .reply(proofChallenge, ({ purpose, phone }) => pow.issue(`${purpose}:${phone}`, 2_000, T0 + 60_000) as never)
      .reply(sendSms, async ({ proof }) => {
        if (!proof) throw new ApiError(Codes.proofNeeded, '请稍候，正在进行安全验证后重试')
        if (!(await pow.check(proof, 'sms:13800000000', T0)).valid) throw new ApiError(1, 'bad proof')
        return { resendAfterSeconds: 120 }
      })
    expect(await sendSmsCode({ api, solver: new AltchaProofSolver() }, ' 13800000000 ')).toEqual({ ok: true, value: 120 })
    expect(api.names()).toEqual(['sendSms', 'proofChallenge', 'sendSms'])
    expect(api.callsTo('proofChallenge')[0].input).toEqual({ purpose: 'sms', phone: '13800000000' })
  })

  it('passes any other refusal through untouched, without asking for a challenge', async () => {
    const api = new ScriptedHttpApi().reply(sendSms, () => new ApiError(1, '请求过于频繁，请稍后再试'))
    expect(await sendSmsCode({ api, solver: new AltchaProofSolver() }, '13800000000')).toEqual({ ok: false, error: '请求过于频繁，请稍后再试' })
    expect(api.names()).toEqual(['sendSms'])
  })
})
