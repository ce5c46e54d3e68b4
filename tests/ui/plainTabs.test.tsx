// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { PlainTabs } from '@/ui/components/PlainTabs'

afterEach(cleanup)

function Three() {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('b')
  return (
    <>
      <button type="button">before</button>
      <PlainTabs
        tabs={[
          { key: 'a', label: '甲' },
          { key: 'b', label: '乙' },
          { key: 'c', label: '丙' },
        ]}
        selected={selected}
        onSelect={setSelected}
      >
        <input aria-label={`field ${selected}`} />
      </PlainTabs>
    </>
  )
}

describe('PlainTabs (the /login page tabs)', () => {
  it('is a tablist whose selected tab labels the panel, with one Tab stop', () => {
    render(<Three />)
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false'])
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1])
    expect(tabs[1].hasAttribute('data-selected')).toBe(true)
    const panel = screen.getByRole('tabpanel', { name: '乙' })
    expect(tabs[1].getAttribute('aria-controls')).toBe(panel.id)
    expect(screen.getByRole('textbox', { name: 'field b' })).toBeTruthy()
  })

  it('moves and selects with the arrows, Home and End, and keeps the focus on the selected tab', async () => {
    const user = userEvent.setup()
    render(<Three />)
    await user.click(screen.getByRole('button', { name: 'before' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '乙' }))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '丙', selected: true }))
    expect(screen.getByRole('textbox', { name: 'field c' })).toBeTruthy()
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '甲', selected: true }))
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '甲', selected: true }))
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '丙', selected: true }))
    // Tab leaves the list for the panel, not for the next tab.
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'))
  })

  it('selects on click', async () => {
    const user = userEvent.setup()
    render(<Three />)
    await user.click(screen.getByRole('tab', { name: '甲' }))
    expect(screen.getByRole('tab', { name: '甲' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('textbox', { name: 'field a' })).toBeTruthy()
  })
})
