import { describe, expect, it } from 'vitest'
import { RecordingToast } from '@/adapters/fake/RecordingToast'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'
import { KEYBOARD_LIKELY, keyboardLikely } from '@/ui/components/keyboardLikely'
import { VolunteerListViewModel } from '@/ui/volunteer/VolunteerListViewModel'
import { rowsOf } from '../support/builders'
import { useCasesOn } from '../support/useCasesOn'
import { SystemClock } from '@/adapters/time/SystemClock'

/** The list [1, 2, 3] on a device that has a keyboard or not; the view model is told its words by key. */
async function listOn(keyboard: boolean) {
  const api = new ScriptedHttpApi({ volunteerSorted: () => rowsOf([1, 2, 3]), volunteerDelete: () => null })
  const toast = new RecordingToast()
  const vm = new VolunteerListViewModel({ ...useCasesOn(api), timer: new SystemClock(), toast, translate: (key) => key, keyboard: () => keyboard })
  await vm.load()
  return { vm, toast }
}

describe('the message after a delete', () => {
  it('mentions Ctrl+Z where a keyboard is likely, beside 撤销', async () => {
    const { vm, toast } = await listOn(true)
    await vm.remove(vm.rows[0])
    const offered = toast.shown.at(-1)
    expect(offered?.text).toBe('vol.deletedUndo')
    expect(offered?.action?.label).toBe('vol.undo')
  })

  it('on a touch screen says only what went, and keeps 撤销', async () => {
    const { vm, toast } = await listOn(false)
    await vm.remove(vm.rows[0])
    const offered = toast.shown.at(-1)
    expect(offered?.text).toBe('vol.deleted')
    expect(offered?.action?.label).toBe('vol.undo')
    offered?.action?.run()
    expect(vm.rows.map((r) => r.id)).toEqual([1, 2, 3])
  })
})

describe('whether a keyboard is likely', () => {
  const device = (fine: boolean) => (query: string) => ({ matches: query === KEYBOARD_LIKELY && fine })

  it('asks for a pointer that hovers and is fine: a mouse or a trackpad yes, a finger no', () => {
    expect(keyboardLikely(device(true))).toBe(true)
    expect(keyboardLikely(device(false))).toBe(false)
    expect(KEYBOARD_LIKELY).toContain('(pointer: fine)')
    expect(KEYBOARD_LIKELY).toContain('(hover: hover)')
  })

  it('keeps the hint where the device cannot be asked', () => {
    expect(keyboardLikely(undefined)).toBe(true)
  })
})
