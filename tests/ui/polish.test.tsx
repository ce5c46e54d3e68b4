// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { Navigator } from '@/ports'
import { paths } from '@/core/navigation/routeTable'
import type { LanguageStore } from '@/ui/stores/LanguageStore'
import type { TabsStore } from '@/ui/stores/TabsStore'
import { UiTokens } from '@/ui/tokens'
import { renderDemoApp } from './renderDemoApp'
import { studentWithBatch } from './volunteerStudent'

afterEach(cleanup)

describe('the polish a parent notices', () => {
  it('sends a signed-in student who opens /login on to where they were going, without a dialog', async () => {
    const user = userEvent.setup()
    const { container } = await studentWithBatch(user, '13700012701')
    await screen.findByText('当前填报批次：普通类第一段')
    act(() => container.get<Navigator>(Navigator).go(`${paths.login()}?from=${encodeURIComponent(paths.volunteerCheck())}`))
    await waitFor(() => expect(window.location.hash).toBe('#/volunteerCheck'))
    expect(screen.queryByRole('dialog', { name: '欢迎使用' })).toBeNull()
    // /login only forwarded: it is not kept among the open tabs.
    const tabs = within(await screen.findByRole('navigation', { name: '已打开的页面' }))
    expect(tabs.queryByText('登录')).toBeNull()
    expect(container.get<TabsStore>(UiTokens.tabs).tabs.map((tab) => tab.path)).not.toContain(paths.login())
  })

  it('drops the ?id= of a detail page once another page shows, and keeps it while the detail page shows', async () => {
    const { container } = await renderDemoApp(paths.home())
    const navigator = container.get<Navigator>(Navigator)
    act(() => navigator.go(paths.schoolDetail('10001')))
    await waitFor(() => expect(window.location.hash).toBe('#' + paths.schoolDetail()))
    expect(window.location.search).toBe('?id=10001')
    act(() => navigator.go(paths.schools()))
    await waitFor(() => expect(window.location.hash).toBe('#' + paths.schools()))
    expect(window.location.search).toBe('')
    // A plain hash link from a detail page (not wouter's navigate) drops it too.
    act(() => navigator.go(paths.schoolDetail('10002')))
    await waitFor(() => expect(window.location.search).toBe('?id=10002'))
    act(() => {
      window.location.hash = '#' + paths.home()
    })
    await waitFor(() => expect(window.location.hash).toBe('#' + paths.home()))
    await waitFor(() => expect(window.location.search).toBe(''))
  })

  it('shows the sign-in on /login as the page itself, with no dialog, and signs in there', async () => {
    const user = userEvent.setup()
    const { backend } = await renderDemoApp(`${paths.login()}?from=${encodeURIComponent(paths.volunteerCheck())}`)
    const panel = await screen.findByRole('region', { name: '欢迎使用' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: '欢迎使用' })).toBeTruthy()
    expect(within(panel).getByRole('tab', { name: '密码登录' }).getAttribute('aria-selected')).toBe('true')
    expect(await within(panel).findByRole('img', { name: '图形验证码' })).toBeTruthy()
    await user.click(within(panel).getByRole('tab', { name: '登录/注册' }))
    await user.type(within(panel).getByLabelText('手机号'), '13700012704')
    await user.click(within(panel).getByRole('button', { name: '获取验证码' }))
    await waitFor(() => expect(backend.sms.lastCode('13700012704')).toBeTruthy())
    await user.type(within(panel).getByLabelText('短信验证码'), backend.sms.lastCode('13700012704') ?? '')
    await user.click(within(panel).getByRole('checkbox', { name: /我已阅读注意事项/ }))
    await user.click(within(panel).getByRole('button', { name: '登录/注册' }))
    // A new student goes on to 完善信息 first (the guard), not back to an empty /login.
    await waitFor(() => expect(window.location.hash).toBe('#/intelligentVolunteer/improveInformation/index'))
  })

  it('takes a visitor who presses Escape on /login to the home page, not to an empty page', async () => {
    const user = userEvent.setup()
    await renderDemoApp(paths.login())
    const panel = await screen.findByRole('region', { name: '欢迎使用' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(panel.isConnected).toBe(false))
    await waitFor(() => expect(window.location.hash).toBe('#/home'))
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy()
  })

  it('offers 生成AI志愿 as the next step once the batch is chosen', async () => {
    const user = userEvent.setup()
    await studentWithBatch(user, '13700012702')
    const next = await screen.findByRole('link', { name: /下一步：生成AI志愿/ })
    await user.click(next)
    await waitFor(() => expect(window.location.hash).toBe('#/intelligentVolunteer/aiVolunteer/index'))
  })

  it('shows the record in zh_TW with the data converted, and in English with subjects and batch in English', async () => {
    const user = userEvent.setup()
    const { container } = await studentWithBatch(user, '13700012703')
    await screen.findByText('当前填报批次：普通类第一段')
    act(() => container.get<Navigator>(Navigator).go(paths.aiVolunteer()))
    const language = container.get<LanguageStore>(UiTokens.language)
    act(() => language.set('zh_TW'))
    const record = await screen.findByRole('region', { name: '考生資訊' })
    // The converter arrives on its own chunk; the page updates itself when it has.
    expect(await within(record).findByText('普通類第一段')).toBeTruthy()
    expect(within(record).getByText('物理 · 化學 · 技術')).toBeTruthy()
    act(() => language.set('en'))
    const english = await screen.findByRole('region', { name: 'Student record' })
    expect(await within(english).findByText('Ordinary, first segment')).toBeTruthy()
    expect(within(english).getByText('Physics · Chemistry · Technology')).toBeTruthy()
    expect(within(english).getByRole('spinbutton', { name: /^Maths/ })).toBeTruthy()
    act(() => language.set('zh_CN'))
  })
})
