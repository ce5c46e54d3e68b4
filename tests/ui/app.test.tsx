// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderDemoApp } from './renderDemoApp'
import { paths } from '@/core/navigation/routeTable'

afterEach(cleanup)

async function loginDialog() {
  return screen.findByRole('dialog', { name: '欢迎使用' })
}

describe('the app in demo mode', () => {
  it('renders the header with the system name and the demo badge once settings have loaded', async () => {
    await renderDemoApp(paths.home())
    expect(await screen.findByRole('link', { name: /浙江高考志愿填报AI系统/ })).toBeTruthy()
    expect(screen.getByText('演示模式')).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('首页 - 浙江高考志愿填报AI系统'))
  })

  it('opens the login dialog on the password tab when a protected route is opened without a session', async () => {
    await renderDemoApp(paths.volunteerCheck())
    const dialog = await loginDialog()
    expect(within(dialog).getByRole('tab', { name: '密码登录' }).getAttribute('aria-selected')).toBe('true')
    // The page behind the modal is inert while the dialog is open, hence hidden: true.
    expect(screen.getByRole('heading', { name: '该页面需要登录后使用', hidden: true })).toBeTruthy()
  })

  it('sends the visitor back home when the login dialog opened by the guard is dismissed', async () => {
    const user = userEvent.setup()
    await renderDemoApp(paths.plans())
    const dialog = await loginDialog()
    await user.click(within(dialog).getByRole('button', { name: '关闭登录窗口' }))
    await waitFor(() => expect(window.location.hash).toBe('#/home'))
    expect(await screen.findByRole('heading', { name: '用数据和AI，把每一分都用在刀刃上' })).toBeTruthy()
  })

  it('shows the SMS tab validation messages in the product’s order', async () => {
    const user = userEvent.setup()
    await renderDemoApp(paths.volunteerCheck())
    const dialog = await loginDialog()
    await user.click(within(dialog).getByRole('tab', { name: '登录/注册' }))
    const submit = within(dialog).getByRole('button', { name: '登录/注册' })
    await user.click(submit)
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请输入正确的手机号')
    await user.type(within(dialog).getByLabelText('手机号'), '13812345678')
    await user.click(submit)
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('请填写验证码'))
    await user.type(within(dialog).getByLabelText('短信验证码'), '123456')
    await user.click(submit)
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('请先阅读注意事项！'))
  })

  it('signs in by SMS with the demo code and, the profile being incomplete, lands on improve-information', async () => {
    const user = userEvent.setup()
    const { backend } = await renderDemoApp(paths.volunteerCheck())
    const dialog = await loginDialog()
    await user.click(within(dialog).getByRole('tab', { name: '登录/注册' }))
    await user.type(within(dialog).getByLabelText('手机号'), '13812345678')
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }))
    await waitFor(() => expect(backend.sms.lastCode('13812345678')).toBeTruthy())
    expect(await screen.findByText(/演示模式：验证码是 \d{6}/)).toBeTruthy()
    await user.type(within(dialog).getByLabelText('短信验证码'), backend.sms.lastCode('13812345678') ?? '')
    await user.click(within(dialog).getByRole('checkbox', { name: /我已阅读注意事项/ }))
    await user.click(within(dialog).getByRole('button', { name: '登录/注册' }))
    await waitFor(() => expect(window.location.hash).toBe('#/intelligentVolunteer/improveInformation/index'))
    expect(await screen.findByText(/请先完善您的信息！完善后/)).toBeTruthy()
    expect(screen.getByRole('button', { name: /用户菜单$/ })).toBeTruthy()
  })

  it('switches the header to English from the language menu', async () => {
    const user = userEvent.setup()
    await renderDemoApp(paths.home())
    await user.click(await screen.findByRole('button', { name: '切换语言' }))
    await user.click(await screen.findByRole('menuitem', { name: 'English' }))
    expect(await screen.findByRole('button', { name: 'Sign in / Register' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /Zhejiang Gaokao Application AI System/ })).toBeTruthy()
  })
})
