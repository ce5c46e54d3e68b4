import { describe, expect, it } from 'vitest'
import { InMemorySessionFlags } from '@/adapters/fake/InMemorySessionFlags'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { ReminderViewModel } from '@/ui/volunteer/ReminderViewModel'

describe('the 严重提醒 of the self-selection assistant', () => {
  it('opens on the first visit with the confirm button held for 5 seconds, then remembers it was seen', () => {
    const flags = new InMemorySessionFlags()
    const clock = new ManualClock()
    const vm = new ReminderViewModel(flags, clock)
    vm.enter()
    expect(vm.open).toBe(true)
    expect(vm.type).toBe(1)
    vm.confirm()
    expect(vm.open).toBe(true)
    clock.advance(4000)
    expect(vm.secondsLeft).toBe(1)
    expect(vm.canConfirm).toBe(false)
    clock.advance(1000)
    expect(vm.canConfirm).toBe(true)
    vm.confirm()
    expect(vm.open).toBe(false)
    expect(flags.get('firstInVolunteer')).toBe('0')
    expect(clock.pendingTimers).toBe(0)
  })

  it('stays closed on later visits in the same session', () => {
    const flags = new InMemorySessionFlags()
    flags.set('firstInVolunteer', '0')
    const vm = new ReminderViewModel(flags, new ManualClock())
    vm.enter()
    expect(vm.open).toBe(false)
  })

  it('can be reopened on purpose as type 2, confirmable at once', () => {
    const vm = new ReminderViewModel(new InMemorySessionFlags(), new ManualClock())
    vm.reopen()
    expect(vm.type).toBe(2)
    expect(vm.canConfirm).toBe(true)
    vm.confirm()
    expect(vm.open).toBe(false)
  })
})
