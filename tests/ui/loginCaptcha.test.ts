import { describe, expect, it } from 'vitest'
import { SimpleEventBus } from '@/adapters/events/SimpleEventBus'
import { RecordingNavigator } from '@/adapters/fake/RecordingNavigator'
import { RecordingToast } from '@/adapters/fake/RecordingToast'
import { ok } from '@/core/result'
import type { Ids } from '@/ports/Ids'
import { LoginViewModel } from '@/ui/auth/LoginViewModel'
import type { SmsCountdownViewModel } from '@/ui/auth/SmsCountdownViewModel'

/** The sign-in dialog with a captcha loader that records the uuids it was asked for. */
function dialog(firstCaptcha: (() => string | null) | undefined) {
  const asked: string[] = []
  let drawn = 0
  const ids = { uuid: () => `drawn-${(drawn += 1)}` } as Ids
  const vm = new LoginViewModel({
    loginWithPassword: async () => ok(undefined as never),
    loginWithSms: async () => ok(undefined as never),
    loadCaptcha: async (uuid: string) => {
      asked.push(uuid)
      return ok(`/api/captcha/${uuid}`)
    },
    events: new SimpleEventBus(),
    navigator: new RecordingNavigator(),
    toast: new RecordingToast(),
    ids,
    sms: {} as SmsCountdownViewModel,
    translate: (key) => key,
    onSignedIn: () => undefined,
    firstCaptcha,
  })
  return { vm, asked }
}

describe('the sign-in dialog’s captcha', () => {
  it('is first the one the page’s entry started loading, then a fresh one each time', async () => {
    let early: string | null = 'from-the-entry'
    const { vm, asked } = dialog(() => {
      const uuid = early
      early = null
      return uuid
    })
    vm.openWith()
    await Promise.resolve()
    expect(vm.captchaUuid).toBe('from-the-entry')
    await vm.refreshCaptcha()
    vm.openWith()
    await Promise.resolve()
    expect(asked).toEqual(['from-the-entry', 'drawn-1', 'drawn-2'])
    expect(vm.captchaSrc).toBe('/api/captcha/drawn-2')
  })

  it('is drawn by the dialog when the entry loaded none (another page, or demo mode)', async () => {
    for (const first of [undefined, () => null]) {
      const { vm, asked } = dialog(first)
      await vm.refreshCaptcha()
      expect(asked).toEqual(['drawn-1'])
    }
  })
})
