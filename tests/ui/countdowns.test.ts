import { describe, expect, it } from 'vitest'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { RecordingToast } from '@/adapters/fake/RecordingToast'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'
import { AGREEMENT_COUNTDOWN_SECONDS, AgreementViewModel } from '@/ui/auth/AgreementViewModel'
import { SmsCountdownViewModel } from '@/ui/auth/SmsCountdownViewModel'
import { sendSms } from '@/ports/api/user'
import { useCasesOn } from '../support/useCasesOn'

// The countdowns run on the Timer port: a test moves a manual clock and sees each second, and that no timer is left behind.
describe('the countdowns of the agreement and the SMS button', () => {
  it('holds the agreement’s confirm for its seconds, then confirms once and stops ticking', () => {
    const clock = new ManualClock()
    const vm = new AgreementViewModel({ loadAgreement: () => Promise.resolve({ ok: true, value: '协议' }), timer: clock })
    let confirmed = 0
    vm.openToConfirm(() => (confirmed += 1))
    vm.confirm()
    expect(confirmed).toBe(0)
    clock.advance(AGREEMENT_COUNTDOWN_SECONDS * 1000 - 1)
    expect(vm.secondsLeft).toBe(1)
    expect(clock.pendingTimers).toBe(1)
    clock.advance(1)
    expect(vm.secondsLeft).toBe(0)
    expect(clock.pendingTimers).toBe(0)
    vm.confirm()
    expect(confirmed).toBe(1)
    expect(vm.open).toBe(false)
  })

  it('leaves no timer running when the agreement is closed mid-countdown or opened twice', () => {
    const clock = new ManualClock()
    const vm = new AgreementViewModel({ loadAgreement: () => Promise.resolve({ ok: true, value: '协议' }), timer: clock })
    vm.openToConfirm(() => undefined)
    vm.openToConfirm(() => undefined)
    expect(clock.pendingTimers).toBe(1)
    vm.close()
    expect(clock.pendingTimers).toBe(0)
  })

  it('counts the SMS button down second by second from the server’s wait, and lets it send again at zero', async () => {
    const clock = new ManualClock()
    const api = new ScriptedHttpApi().reply(sendSms, () => ({ resendAfterSeconds: 3 }))
    const vm = new SmsCountdownViewModel({ ...useCasesOn(api), toast: new RecordingToast(), translate: (key) => key, timer: clock })
    expect(await vm.send('13800000000')).toBeNull()
    expect(vm.secondsLeft).toBe(3)
    expect(vm.canSend).toBe(false)
    clock.advance(2000)
    expect(vm.secondsLeft).toBe(1)
    clock.advance(1000)
    expect(vm.secondsLeft).toBe(0)
    expect(vm.canSend).toBe(true)
    expect(clock.pendingTimers).toBe(0)
  })
})
