// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TOKEN_KEY } from '@/ports/TokenStore'
import { fillOrdinaryStudent, signInNewStudent, type User } from './profileSignIn'

afterEach(cleanup)

let user: User
beforeEach(async () => {
  // applyAccept off: the point is what the app says when a student picks a file the picker should not allow.
  user = userEvent.setup({ applyAccept: false })
})

/** A student with a complete record, on the personal-info page. */
async function openPersonalInfo(phone: string) {
  await signInNewStudent(user, phone)
  await fillOrdinaryStudent(user, { 语文: '120', 数学: '135', 外语: '130', 物理: '90', 化学: '88', 技术: '85' })
  await user.click(screen.getByRole('button', { name: '保存信息' }))
  await screen.findByLabelText('全省位次')
  window.location.hash = '#/user/profile'
  await screen.findByRole('tab', { name: '修改密码' })
}

describe('the personal-info page in demo mode', () => {
  it('loads the saved record into the form and shows the unselected batch', async () => {
    await openPersonalInfo('13900004301')
    expect(await screen.findByDisplayValue('135')).toBeTruthy()
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '技术' }).checked).toBe(true)
    expect(screen.getByText('未选择')).toBeTruthy()
    // No picture yet: the avatar shows the phone's last two digits, and its name starts with them (WCAG 2.5.3).
    const avatar = screen.getByRole('button', { name: '01，更换头像' })
    expect(avatar.textContent?.startsWith('01')).toBe(true)
  })

  it('refuses a file that is not an image with "please upload an image"', async () => {
    await openPersonalInfo('13900004302')
    await user.upload(screen.getByLabelText('选择头像图片'), new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect((await screen.findByText('请上传图片')).getAttribute('role')).toBe('alert')
  })

  it('reports the spec image error when the browser cannot draw the picture', async () => {
    await openPersonalInfo('13900004303')
    // happy-dom has no canvas 2D context: the adapter's "browser does not support canvas" message.
    await user.upload(screen.getByLabelText('选择头像图片'), new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }))
    expect(await screen.findByText('浏览器不支持canvas')).toBeTruthy()
  })

  it('checks the new password twice before anything is sent', async () => {
    await openPersonalInfo('13900004304')
    await user.click(screen.getByRole('tab', { name: '修改密码' }))
    const panel = await screen.findByRole('tabpanel')
    await user.type(within(panel).getByLabelText('原密码'), 'whatever1')
    await user.type(within(panel).getByLabelText('新密码'), 'abc')
    await user.click(within(panel).getByRole('button', { name: '确认修改' }))
    expect(within(panel).getByRole('alert').textContent).toBe('密码长度为6-32位')
    await user.type(within(panel).getByLabelText('新密码'), 'defgh')
    await user.type(within(panel).getByLabelText('确认新密码'), 'abcdefgX')
    await user.click(within(panel).getByRole('button', { name: '确认修改' }))
    await waitFor(() => expect(within(panel).getByRole('alert').textContent).toBe('两次输入的密码不一致'))
  })

  it('shows the invitation code and an empty list for a new student', async () => {
    await openPersonalInfo('13900004305')
    await user.click(screen.getByRole('tab', { name: '邀请好友' }))
    const code = await screen.findByLabelText('我的邀请码')
    expect(code.textContent?.trim()).toMatch(/^\S{4,}$/)
    expect(screen.getByText('还没有好友使用您的邀请码')).toBeTruthy()
  })

  it('signs out everywhere after asking once more: the session ends on the server and the visitor home shows', async () => {
    await openPersonalInfo('13900004306')
    await user.click(screen.getByRole('tab', { name: '修改密码' }))
    const panel = await screen.findByRole('tabpanel')
    await user.click(within(panel).getByRole('button', { name: '退出所有设备' }))
    await user.click(within(panel).getByRole('button', { name: '暂不退出' }))
    await user.click(within(panel).getByRole('button', { name: '退出所有设备' }))
    expect(within(panel).getByText('确定在所有设备上退出吗？')).toBeTruthy()
    await user.click(within(panel).getByRole('button', { name: '确定退出' }))
    expect(await screen.findByText('已退出所有设备上的登录')).toBeTruthy()
    await waitFor(() => expect(window.location.hash).toBe('#/home'))
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull()
    // Signed out: the page asks for a sign-in again.
    window.location.hash = '#/user/profile'
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy()
  })
})
