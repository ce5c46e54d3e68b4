import { describe, expect, it } from 'vitest'
import { AltchaProofSolver } from '@/adapters/crypto/AltchaProofSolver'
import { InMemoryPreferences } from '@/adapters/fake/InMemoryPreferences'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'
import { sendSmsCode } from '@/core/auth/sendSmsCode'
import { restoreSmsCountdown, saveSmsCountdown } from '@/core/auth/smsCountdownStore'
import { sendSms } from '@/ports/api/user'

const solver = new AltchaProofSolver()

describe('the SMS resend countdown', () => {
  it('survives a reload: the seconds saved on unload, minus the time away, are restored', () => {
    const prefs = new InMemoryPreferences()
    const clock = new ManualClock()
    saveSmsCountdown({ prefs, clock }, 90)
    clock.advance(30_000)
    expect(restoreSmsCountdown({ prefs, clock })).toBe(60)
  })

  it('restores nothing once the saved time has run out, and nothing from a corrupt value', () => {
    const prefs = new InMemoryPreferences()
    const clock = new ManualClock()
    saveSmsCountdown({ prefs, clock }, 10)
    clock.advance(11_000)
    expect(restoreSmsCountdown({ prefs, clock })).toBe(0)
    prefs.set('sms-countdown', '{not json')
    expect(restoreSmsCountdown({ prefs, clock })).toBe(0)
  })

  it('forgets the countdown when it is saved at zero', () => {
    const prefs = new InMemoryPreferences()
    saveSmsCountdown({ prefs, clock: new ManualClock() }, 0)
    expect(prefs.get('sms-countdown')).toBeNull()
  })

  it('sending refuses a wrong phone locally and otherwise starts the server-given countdown', async () => {
    const api = new ScriptedHttpApi().reply(sendSms, () => ({ resendAfterSeconds: 120 }))
    expect(await sendSmsCode({ api, solver }, '1234')).toEqual({ ok: false, error: 'login.phoneInvalid' })
    expect(await sendSmsCode({ api, solver }, '13800000000')).toEqual({ ok: true, value: 120 })
    expect(api.calls).toEqual([{ name: 'sendSms', input: { phone: '13800000000' } }])
  })
})
