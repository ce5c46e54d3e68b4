import { describe, expect, it } from 'vitest'
import { changePassword } from '@/core/profile/changePassword'
import { loadInvitations } from '@/core/profile/loadInvitations'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'

const digester = {
  digest: (password: string) =>
    password
      .padEnd(32, '0')
      .replace(/[^0-9a-f]/g, 'a')
      .slice(0, 32),
}

describe('changePassword', () => {
  it('sends digests of the old and new passwords, never the passwords', async () => {
    const api = new ScriptedHttpApi({ changePassword: () => null })
    const result = await changePassword({ api, digester }, { oldPassword: 'abc123', newPassword: 'def456', repeat: 'def456' })
    expect(result.ok).toBe(true)
    expect(api.calls[0]).toEqual({ name: 'changePassword', input: { oldPassword: digester.digest('abc123'), newPassword: digester.digest('def456') } })
  })

  it('uses the SMS route when a code is given', async () => {
    const api = new ScriptedHttpApi({ changePasswordBySms: () => null })
    await changePassword({ api, digester }, { oldPassword: '', smsCode: ' 123456 ', newPassword: 'def456', repeat: 'def456' })
    expect(api.calls[0]).toEqual({ name: 'changePasswordBySms', input: { smsCode: '123456', newPassword: digester.digest('def456') } })
  })

  it('refuses short, mismatched or unproven changes locally', async () => {
    const api = new ScriptedHttpApi({})
    expect(await changePassword({ api, digester }, { oldPassword: 'x', newPassword: '12345', repeat: '12345' })).toEqual({
      ok: false,
      error: 'register.passwordShort',
    })
    expect(await changePassword({ api, digester }, { oldPassword: 'x', newPassword: '123456', repeat: '123457' })).toEqual({
      ok: false,
      error: 'register.passwordMismatch',
    })
    expect(await changePassword({ api, digester }, { oldPassword: '', newPassword: '123456', repeat: '123456' })).toEqual({
      ok: false,
      error: 'login.passwordRequired',
    })
    expect(api.calls).toHaveLength(0)
  })
})

describe('loadInvitations', () => {
  it('returns the code and the invited accounts', async () => {
    const invited = [{ id: 2, phone: '138****0002', createdAt: '2026-06-26' }]
    const api = new ScriptedHttpApi({ inviteCodeOf: () => 'K7Q2MX', listInvitation: () => invited })
    expect(await loadInvitations({ api })).toEqual({ ok: true, value: { code: 'K7Q2MX', invited } })
  })
})
