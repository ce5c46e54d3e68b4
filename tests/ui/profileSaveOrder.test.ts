import { describe, expect, it } from 'vitest'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { ProfileViewModel, type ProfileDeps } from '@/ui/profile/ProfileViewModel'
import type { StudentRecord } from '@/core/session/studentRecord'
import type { AppStore } from '@/ui/stores/AppStore'

/** A refresh of the signed-in user the test finishes by hand, to see what the form shows in between. */
function heldRefresh() {
  let finish = () => {}
  const done = new Promise<void>((resolve) => (finish = resolve))
  return { refreshUser: () => done, finish }
}

describe('saving the profile (the save marks the record complete, which the route guard reads)', () => {
  it('shows the saved summary and its links on only once the guard has the refreshed user', async () => {
    const refresh = heldRefresh()
    const toasts: string[] = []
    const student = { rank: 12345, complete: true } as StudentRecord
    const deps = {
      saveProfile: async () => ({ ok: true as const, value: student }),
      loadProfile: async () => ({ ok: false as const, error: 'unused' }),
      loadScoreRatios: async () => ({ ok: false as const, error: 'unused' }),
      loadHighSchoolOptions: async () => ({ ok: true as const, value: [] }),
      events: { emit() {}, on: () => () => {} },
      toast: { show: (_kind: string, text: string) => void toasts.push(text) },
      app: { refreshUser: refresh.refreshUser } as unknown as AppStore,
      translate: (key: string) => key,
      timer: new ManualClock(),
    } as unknown as ProfileDeps
    const vm = new ProfileViewModel(deps)

    const saving = vm.save()
    // The save answered, the user is still the old one: a link onward would meet "not filled" and bounce back.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(vm.saved).toBeNull()
    expect(toasts).toEqual([])

    refresh.finish()
    await saving
    expect(vm.saved?.rank).toBe(12345)
    expect(toasts).toEqual(['profile.saved'])
  })
})
