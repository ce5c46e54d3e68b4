import { describe, expect, it } from 'vitest'
import { AltchaProofSolver } from '@/adapters/crypto/AltchaProofSolver'
import { Md5PasswordDigester } from '@/adapters/crypto/Md5PasswordDigester'
import { InMemoryTokenStore } from '@/adapters/fake/InMemoryTokenStore'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'
import { forgetPassword } from '@/core/auth/forgetPassword'
import { register } from '@/core/auth/register'
import { forgetPassword as forgetEndpoint, register as registerEndpoint } from '@/ports/api/user'
import { aLoginUser } from '../../support/builders'

const solver = new AltchaProofSolver()

const digester = new Md5PasswordDigester()
const form = { phone: '13700000000', code: '654321', examNum: '', p1: 'abcdef', p2: 'abcdef', agreed: true }

describe('register', () => {
  it.each([
    ['a short password', { p1: 'abc', p2: 'abc' }, 'register.passwordShort'],
    ['a password over 32 characters', { p1: 'x'.repeat(33), p2: 'x'.repeat(33) }, 'register.passwordShort'],
    ['two different passwords', { p2: 'abcdeg' }, 'register.passwordMismatch'],
    ['a candidate number that is not 10–14 digits', { examNum: '12ab' }, 'register.examNumInvalid'],
    ['an unticked agreement', { agreed: false }, 'login.agreementRequired'],
  ])('refuses %s', async (_, patch, message) => {
    const api = new ScriptedHttpApi()
    expect(await register({ api, tokens: new InMemoryTokenStore(), digester, solver }, { ...form, ...patch })).toEqual({ ok: false, error: message })
    expect(api.calls).toHaveLength(0)
  })

  it('sends both passwords as digests and signs the new user in', async () => {
    const api = new ScriptedHttpApi().reply(registerEndpoint, () => ({ loginUser: aLoginUser(), token: 'new-token' }))
    const tokens = new InMemoryTokenStore()
    const result = await register({ api, tokens, digester, solver }, form)
    expect(result.ok).toBe(true)
    expect(tokens.get()).toBe('new-token')
    const sent = api.calls[0].input as { p1: string; p2: string }
    expect(sent.p1).toMatch(/^[0-9a-f]{32}$/)
    expect(sent.p1).toBe(sent.p2)
  })
})

describe('forgetPassword', () => {
  it('refuses mismatched new passwords and otherwise sends digests', async () => {
    const api = new ScriptedHttpApi().reply(forgetEndpoint, () => null)
    const base = { phone: '13700000000', smsCode: '111111', password: 'newpass1', password1: 'newpass2' }
    expect(await forgetPassword({ api, digester, solver }, base)).toEqual({ ok: false, error: 'register.passwordMismatch' })
    expect(await forgetPassword({ api, digester, solver }, { ...base, password1: 'newpass1' })).toEqual({ ok: true, value: null })
    expect((api.calls[0].input as { password: string }).password).toBe(digester.digest('newpass1'))
  })
})
