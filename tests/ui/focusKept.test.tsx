// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Navigator } from '@/ports'
import { paths } from '@/core/navigation/routeTable'
import { watchFocus, type FocusWatch } from './watchFocus'
import { fillOrdinaryStudent, signInNewStudent, type User } from './profileSignIn'
import { renderDemoApp } from './renderDemoApp'
import { GOOD, LOW, studentWithBatch } from './volunteerStudent'

let focus: FocusWatch
beforeEach(() => {
  focus = watchFocus()
})
afterEach(() => {
  focus.stop()
  cleanup()
})

/** Presses a control from the keyboard, as a keyboard user does: focused, then Enter. Falls before it are not its own. */
async function press(user: User, control: HTMLElement) {
  focus.dropped.splice(0)
  act(() => control.focus())
  await user.keyboard('{Enter}')
}

/** The focus is on something a keyboard user can go on from, and never fell to the page on the way. */
function focusKept() {
  expect(focus.dropped).toEqual([])
  expect(document.activeElement).not.toBe(document.body)
  expect(document.activeElement).not.toBeNull()
}

/** The /login page's SMS tab with the phone typed. */
async function smsSignInPage(user: User, phone: string) {
  const { backend } = await renderDemoApp(paths.login())
  const page = await screen.findByRole('region', { name: '欢迎使用' })
  await user.click(within(page).getByRole('tab', { name: '登录/注册' }))
  await user.type(within(page).getByLabelText('手机号'), phone)
  return { backend, page }
}

describe('the keyboard focus after a press (WCAG 2.4.3)', () => {
  it('goes to the code box once 获取验证码 has sent the code', async () => {
    const user = userEvent.setup()
    const { backend, page } = await smsSignInPage(user, '13900008801')
    await press(user, within(page).getByRole('button', { name: '获取验证码' }))
    await waitFor(() => expect(backend.sms.lastCode('13900008801')).toBeTruthy())
    await waitFor(() => expect(document.activeElement).toBe(within(page).getByLabelText('短信验证码')))
    focusKept()
    // Counting down, the button stays where the keyboard can reach it, and a press does nothing.
    const countdown = within(page).getByRole('button', { name: /秒后重新获取/ })
    expect(countdown.getAttribute('aria-disabled')).toBe('true')
  })

  it('stays on 登录/注册 while signing in on the /login page, then lands on the page it led to', async () => {
    const user = userEvent.setup()
    const { backend, page } = await smsSignInPage(user, '13900008802')
    await user.click(within(page).getByRole('button', { name: '获取验证码' }))
    await waitFor(() => expect(backend.sms.lastCode('13900008802')).toBeTruthy())
    await user.type(within(page).getByLabelText('短信验证码'), backend.sms.lastCode('13900008802') ?? '')
    await user.click(within(page).getByRole('checkbox', { name: /我已阅读注意事项/ }))
    await press(user, within(page).getByRole('button', { name: '登录/注册' }))
    await waitFor(() => expect(window.location.hash).not.toContain('login'))
    await waitFor(focusKept)
  })

  it('lands on the page after signing in from the header, whose 登录/注册 went with the sign-in', async () => {
    const user = userEvent.setup()
    const { backend } = await renderDemoApp(paths.home())
    await user.click(await screen.findByRole('button', { name: '登录/注册' }))
    const dialog = await screen.findByRole('dialog', { name: '欢迎使用' })
    await user.click(within(dialog).getByRole('tab', { name: '登录/注册' }))
    await user.type(within(dialog).getByLabelText('手机号'), '13900008803')
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }))
    await waitFor(() => expect(backend.sms.lastCode('13900008803')).toBeTruthy())
    await user.type(within(dialog).getByLabelText('短信验证码'), backend.sms.lastCode('13900008803') ?? '')
    await user.click(within(dialog).getByRole('checkbox', { name: /我已阅读注意事项/ }))
    await press(user, within(dialog).getByRole('button', { name: '登录/注册' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '欢迎使用' })).toBeNull())
    expect(await screen.findByRole('button', { name: /用户菜单$/ })).toBeTruthy()
    await waitFor(focusKept)
  })

  it('stays on 保存信息 while the record is saved', async () => {
    const user = userEvent.setup()
    await signInNewStudent(user, '13900008804')
    await fillOrdinaryStudent(user, GOOD)
    await press(user, screen.getByRole('button', { name: '保存信息' }))
    await screen.findByLabelText('全省位次')
    await screen.findByText('所有修改均已保存')
    focusKept()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '保存信息' }))
  })

  it('goes back to 选择批次 after the chooser’s 确定', async () => {
    const user = userEvent.setup()
    await signInNewStudent(user, '13900008805')
    await fillOrdinaryStudent(user, GOOD)
    await user.click(screen.getByRole('button', { name: '保存信息' }))
    const opener = await screen.findByRole('button', { name: '选择批次' })
    await press(user, opener)
    const dialog = await screen.findByRole('dialog', { name: '选择填报批次' })
    await user.click(await within(dialog).findByRole('radio', { name: /普通类第一段/ }))
    await press(user, within(dialog).getByRole('button', { name: '确定' }))
    await screen.findByText('当前填报批次：普通类第一段')
    await waitFor(() => expect(document.activeElement).toBe(opener))
    focusKept()
  })

  it('lands on the page after the chooser’s 确定 when the notice that opened it has gone', async () => {
    const user = userEvent.setup()
    const { container } = await studentWithBatch(user, '13900008806', LOW)
    const confirm = await screen.findByRole('dialog', { name: '提示' })
    await user.click(within(confirm).getByRole('button', { name: '继续' }))
    await screen.findByText('当前填报批次：普通类第一段')
    act(() => container.get<Navigator>(Navigator).go(paths.aiVolunteer()))
    const note = await screen.findByRole('note', { name: '你的总分低于一段线' })
    await press(user, within(note).getByRole('button', { name: '改选批次' }))
    const chooser = await screen.findByRole('dialog', { name: '选择填报批次' })
    await user.click(await within(chooser).findByRole('radio', { name: /普通类第二段/ }))
    await press(user, within(chooser).getByRole('button', { name: '确定' }))
    await screen.findByRole('note', { name: '第二段没有往年投档数据' })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择填报批次' })).toBeNull())
    await waitFor(focusKept)
  }, 120_000)

  it('waits in the question box after a hot question and after 发送', async () => {
    const user = userEvent.setup()
    await signInNewStudent(user, '13900008807')
    await user.click(screen.getByRole('button', { name: 'AI 问答' }))
    const chat = await screen.findByRole('dialog', { name: 'AI 志愿问答' })
    const box = within(chat).getByRole('textbox', { name: '你的问题' })
    const answered = () => waitFor(() => expect(within(chat).getByRole('log', { name: '对话内容' }).getAttribute('aria-busy')).toBe('false'))

    await press(user, await within(chat).findByRole('button', { name: '2025年650分排多少名' }))
    expect(document.activeElement).toBe(box)
    await answered()
    focusKept()

    await user.type(box, '一段线是多少')
    await press(user, within(chat).getByRole('button', { name: '发送' }))
    expect(document.activeElement).toBe(box)
    await answered()
    focusKept()
    expect(document.activeElement).toBe(box)
  })
})
