import { describe, expect, it } from 'vitest'
import { AltchaProofSolver } from '@/adapters/crypto/AltchaProofSolver'
import { InMemoryTokenStore } from '@/adapters/fake/InMemoryTokenStore'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'
import { loginWithSms, type SmsLoginForm } from '@/core/auth/loginWithSms'
import { phoneLogin } from '@/ports/api/user'
import { aLoginUser } from '../../support/builders'

const solver = new AltchaProofSolver()

const complete: SmsLoginForm = { phone: '13900000001', smsCode: '123456', noticeRead: true }

function setup() {
  const api = new ScriptedHttpApi().reply(phoneLogin, () => ({ loginUserDTO: aLoginUser({ phone: '13900000001' }), accessToken: 'sms-token' }))
  const tokens = new InMemoryTokenStore()
  return { api, tokens }
}

describe('loginWithSms', () => {
  it.each([
    ['a phone that is not 11 digits starting with 1', { phone: '23900000001', smsCode: '', noticeRead: false }, 'login.phoneInvalid'],
    ['a missing code', { smsCode: '  ', noticeRead: false }, 'login.smsCodeRequired'],
    ['an unread notice', { noticeRead: false }, 'login.noticeRequired'],
  ])('refuses %s with the product’s message before calling the server', async (_, patch, message) => {
    const { api, tokens } = setup()
    expect(await loginWithSms({ api, tokens, solver }, { ...complete, ...patch })).toEqual({ ok: false, error: message })
    expect(api.calls).toHaveLength(0)
  })

  it('stores the access token and answers the user on success', async () => {
    const { api, tokens } = setup()
    const result = await loginWithSms({ api, tokens, solver }, { ...complete, addCode: 'INV1' })
    expect(result.ok && result.value.phone).toBe('13900000001')
    // The record under the app's name: the wire's gkUserStudent stops at the use case.
    expect(result.ok && result.value).toMatchObject({ student: null })
    expect(result.ok && 'gkUserStudent' in result.value).toBe(false)
    expect(tokens.get()).toBe('sms-token')
    expect(api.calls[0].input).toEqual({ phone: '13900000001', smsCode: '123456', addCode: 'INV1' })
  })
})
