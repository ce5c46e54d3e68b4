// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'
import { Toaster } from '@/ui/components/Toaster'
import { createI18n } from '@/ui/i18n/i18n'
import { ServiceProvider } from '@/ui/ServiceContext'
import { ToastStore } from '@/ui/stores/ToastStore'
import { UiTokens } from '@/ui/tokens'
import { UNDO_MS, VolunteerListViewModel } from '@/ui/volunteer/VolunteerListViewModel'
import { rowsOf } from '../support/builders'
import { useCasesOn } from '../support/useCasesOn'
import { SystemClock } from '@/adapters/time/SystemClock'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** The list [1, 2, 3] on a server, row 2 just deleted, and the real messages drawn with its 撤销. */
async function deletedSecondRow() {
  let server = [1, 2, 3]
  const api = new ScriptedHttpApi({
    volunteerSorted: () => rowsOf(server),
    volunteerDelete: (input) => ((server = server.filter((id) => id !== (input as { id: number }).id)), null),
  })
  const toasts = new ToastStore(new SystemClock())
  const vm = new VolunteerListViewModel({
    ...useCasesOn(api),
    timer: new SystemClock(),
    toast: toasts,
    translate: (key) => (key === 'vol.undo' ? '撤销' : key),
  })
  const services = {
    get<T>(token: symbol): T {
      if (token !== UiTokens.toasts) throw new Error(`the messages asked for ${String(token)}`)
      return toasts as T
    },
  }
  render(
    <I18nextProvider i18n={createI18n()}>
      <ServiceProvider services={services}>
        <button type="button">elsewhere</button>
        <Toaster />
      </ServiceProvider>
    </I18nextProvider>,
  )
  await vm.load()
  await act(() => vm.remove(vm.rows[1]))
  return { vm, server: () => server, undo: () => screen.getByRole('button', { name: '撤销' }) }
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('the 撤销 message after a delete (WCAG 2.2.1)', () => {
  it('is a polite live region the keyboard can reach', async () => {
    const { undo } = await deletedSecondRow()
    const region = screen.getByRole('region', { name: '消息' })
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.contains(undo())).toBe(true)
    expect(undo().tabIndex).toBe(0)
  })

  it('stays, with the row not yet deleted, while its 撤销 has the focus, and 撤销 still brings the row back', async () => {
    const { vm, server, undo } = await deletedSecondRow()
    act(() => undo().focus())
    await wait(10_000)
    expect(server()).toEqual([1, 2, 3])
    act(() => undo().click())
    expect(vm.rows.map((r) => r.id)).toEqual([1, 2, 3])
    expect(screen.queryByRole('button', { name: '撤销' })).toBeNull()
    await wait(2 * UNDO_MS)
    expect(server()).toEqual([1, 2, 3])
  })

  it('goes, and the row is deleted, a whole lifetime after the focus has left it', async () => {
    const { server, undo } = await deletedSecondRow()
    act(() => undo().focus())
    await wait(10_000)
    act(() => screen.getByRole('button', { name: 'elsewhere' }).focus())
    await wait(UNDO_MS - 1)
    expect(undo()).toBeTruthy()
    expect(server()).toEqual([1, 2, 3])
    await wait(1)
    expect(screen.queryByRole('button', { name: '撤销' })).toBeNull()
    expect(server()).toEqual([1, 3])
  })

  it('stays while the pointer is over it, and goes a lifetime after the pointer has left', async () => {
    const { server, undo } = await deletedSecondRow()
    // React draws pointer enter and leave from the over and out events.
    fireEvent.pointerOver(undo())
    await wait(10_000)
    expect(server()).toEqual([1, 2, 3])
    fireEvent.pointerOut(undo(), { relatedTarget: document.body })
    await wait(UNDO_MS)
    expect(screen.queryByRole('button', { name: '撤销' })).toBeNull()
    expect(server()).toEqual([1, 3])
  })

  it('closed by × while held, lets the delete go on in its own time', async () => {
    const { server, undo } = await deletedSecondRow()
    act(() => undo().focus())
    await wait(10_000)
    act(() => screen.getByRole('button', { name: '关闭提示' }).click())
    expect(screen.queryByRole('button', { name: '撤销' })).toBeNull()
    await wait(UNDO_MS)
    expect(server()).toEqual([1, 3])
  })
})
