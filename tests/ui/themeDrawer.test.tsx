// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { InMemoryPreferences } from '@/adapters/fake/InMemoryPreferences'
import { createI18n } from '@/ui/i18n/i18n'
import { ThemeDrawer } from '@/ui/layout/ThemeDrawer'
import { ServiceProvider } from '@/ui/ServiceContext'
import { ThemeStore } from '@/ui/stores/ThemeStore'
import { UiTokens } from '@/ui/tokens'

afterEach(cleanup)

function drawer() {
  const theme = new ThemeStore(new InMemoryPreferences())
  theme.setDrawer(true)
  const services = {
    get<T>(token: symbol): T {
      if (token !== UiTokens.theme) throw new Error(`the drawer asked for ${String(token)}`)
      return theme as T
    },
  }
  render(
    <I18nextProvider i18n={createI18n()}>
      <ServiceProvider services={services}>
        <ThemeDrawer />
      </ServiceProvider>
    </I18nextProvider>,
  )
  return theme
}

describe('the theme drawer', () => {
  it('toggles 暗黑模式 when its words are clicked, not only the switch', async () => {
    const user = userEvent.setup()
    const theme = drawer()
    const toggle = await screen.findByRole('switch', { name: '暗黑模式' })
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    await user.click(screen.getByText('暗黑模式'))
    expect(theme.settings.dark).toBe(true)
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    await user.click(screen.getByText('暗黑模式'))
    expect(theme.settings.dark).toBe(false)
  })

  it('toggles 色弱模式 and 显示标签栏 by their words as well', async () => {
    const user = userEvent.setup()
    const theme = drawer()
    await user.click(await screen.findByText('色弱模式'))
    await user.click(screen.getByText('显示标签栏'))
    expect(theme.settings).toMatchObject({ dark: false, weak: true, showTabs: false })
  })
})
