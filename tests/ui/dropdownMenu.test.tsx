// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'

/** The test DOM's observers do nothing useful without layout; a no-op stands in for those Headless UI's anchored menus use. */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * Whether the menus' code has come is the DropdownMenu module's state, and test files share modules (isolate:
 * false): each case imports React, Testing Library and the menu afresh, so it starts before the code has come.
 */
async function fresh() {
  globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver
  globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver
  vi.resetModules()
  const testing = await import('@testing-library/react')
  const { default: userEvent } = await import('@testing-library/user-event')
  const { DropdownMenu } = await import('@/ui/components/DropdownMenu')
  cleanups.push(testing.cleanup)
  return { ...testing, user: userEvent.setup(), DropdownMenu }
}
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

describe('a header menu whose code comes when it is first used', () => {
  it('hovered, then pressed: the stand-in stays until its own click is over, then the real menu opens as the press asked, and an item works', async () => {
    const { render, screen, waitFor, user, DropdownMenu } = await fresh()
    const onReload = vi.fn()
    render(
      <DropdownMenu
        buttonLabel="更多操作"
        buttonClassName="btn"
        button={<span aria-hidden>▾</span>}
        anchor="bottom end"
        itemsClassName="menu"
        items={[
          <button key="reload" type="button" onClick={onReload}>
            刷新
          </button>,
          <button key="close" type="button">
            关闭全部
          </button>,
        ]}
      />,
    )
    const standIn = screen.getByRole('button', { name: '更多操作' })
    expect(standIn.getAttribute('aria-haspopup')).toBe('menu')
    expect(standIn.getAttribute('aria-expanded')).toBe('false')
    expect(standIn.id).toBe('')
    // Hovering fetches the code; the stand-in stays until its own click is over, so the whole press reaches it.
    await user.hover(standIn)
    await new Promise((resume) => setTimeout(resume, 50))
    expect(screen.getByRole('button', { name: '更多操作' })).toBe(standIn)
    await user.click(standIn)
    const item = await screen.findByRole('menuitem', { name: '刷新' })
    const real = screen.getByRole('button', { name: '更多操作' })
    expect(real.id).toMatch(/^headlessui-menu-button-/)
    expect(real.getAttribute('aria-expanded')).toBe('true')
    await user.click(item)
    expect(onReload).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  })

  it('reached by the keyboard before the code came: Enter opens the real menu with the focus in it, Escape leaves the focus on its button', async () => {
    const { render, screen, waitFor, user, DropdownMenu } = await fresh()
    render(
      <>
        <a href="#top">首页</a>
        <DropdownMenu
          buttonLabel="语言"
          buttonClassName="btn"
          button={<span aria-hidden>🌐</span>}
          anchor="bottom end"
          itemsClassName="menu"
          items={[
            <button key="zh" type="button">
              简体中文
            </button>,
            <button key="en" type="button">
              English
            </button>,
          ]}
        />
      </>,
    )
    expect(screen.getByRole('button', { name: '语言' }).id).toBe('')
    await user.tab()
    await user.tab()
    const standIn = screen.getByRole('button', { name: '语言' })
    expect(document.activeElement).toBe(standIn)
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    // The real menu took the stand-in's place, opened, with the focus inside it (not fallen to <body>).
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true))
    await user.keyboard('{ArrowDown}')
    const first = screen.getByRole('menuitem', { name: '简体中文' })
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-activedescendant')).toBe(first.id))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(document.activeElement?.id).toMatch(/^headlessui-menu-button-/))
    expect(document.activeElement?.getAttribute('aria-label')).toBe('语言')
  })
})
