import { describe, expect, it } from 'vitest'
import { AltchaProofSolver } from '@/adapters/crypto/AltchaProofSolver'
import { Md5PasswordDigester, PASSWORD_SALT } from '@/adapters/crypto/Md5PasswordDigester'
import { InMemoryTokenStore } from '@/adapters/fake/InMemoryTokenStore'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'
import { loginWithPassword, type PasswordLoginForm } from '@/core/auth/loginWithPassword'
import { ApiError } from '@/ports/HttpApi'
import { passwordLogin } from '@/ports/api/user'
import { aLoginUser } from '../../support/builders'
import md5 from 'md5'

const complete: PasswordLoginForm = { account: '13800000000', password: 'secret12', code: 'ab12', uuid: 'uuid-00000001', agreed: true }

function setup() {
  const api = new ScriptedHttpApi().reply(passwordLogin, () => ({ loginUser: aLoginUser(), token: 'tok-1' }))
  const tokens = new InMemoryTokenStore()
  return { api, tokens, deps: { api, tokens, digester: new Md5PasswordDigester(), solver: new AltchaProofSolver() } }
}

describe('loginWithPassword', () => {
  it.each([
    ['account', { account: '  ', password: '', code: '', agreed: false }, 'login.accountRequired'],
    ['password', { password: '', code: '', agreed: false }, 'login.passwordRequired'],
    ['captcha code', { code: ' ', agreed: false }, 'login.captchaRequired'],
    ['agreement', { agreed: false }, 'login.agreementRequired'],
  ])('reports the missing %s first, in the product’s order, without calling the server', async (_, patch, message) => {
    const { api, deps } = setup()
    const result = await loginWithPassword(deps, { ...complete, ...patch })
    expect(result).toEqual({ ok: false, error: message })
    expect(api.calls).toHaveLength(0)
  })

  it('sends md5(password + salt) instead of the password and stores the returned token', async () => {
    const { api, tokens, deps } = setup()
    const result = await loginWithPassword(deps, complete)
    expect(result.ok && result.value.phone).toBe('13800000000')
    const sent = api.callsTo('passwordLogin')[0].input as { password: string; account: string }
    expect(sent.password).toBe(md5(`secret12${PASSWORD_SALT}`))
    expect(sent.password).not.toContain('secret12')
    expect(tokens.get()).toBe('tok-1')
  })

  it('returns the server message as the failure and keeps no token when the server refuses', async () => {
    const { api, tokens, deps } = setup()
    api.reply(passwordLogin, () => {
      throw new ApiError(1, '手机号或密码错误')
    })
    expect(await loginWithPassword(deps, complete)).toEqual({ ok: false, error: '手机号或密码错误' })
    expect(tokens.get()).toBeNull()
  })
})
