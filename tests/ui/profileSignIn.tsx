import { screen, waitFor, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { renderDemoApp } from './renderDemoApp'
import { paths } from '@/core/navigation/routeTable'

export type User = ReturnType<typeof userEvent.setup>

/** Signs a new student in by SMS in demo mode; the guard then lands them on 完善信息. */
export async function signInNewStudent(user: User, phone: string) {
  const { backend, container } = await renderDemoApp(paths.volunteerCheck())
  const dialog = await screen.findByRole('dialog', { name: '欢迎使用' })
  await user.click(within(dialog).getByRole('tab', { name: '登录/注册' }))
  await user.type(within(dialog).getByLabelText('手机号'), phone)
  await user.click(within(dialog).getByRole('button', { name: '获取验证码' }))
  await waitFor(() => expect(backend.sms.lastCode(phone)).toBeTruthy())
  await user.type(within(dialog).getByLabelText('短信验证码'), backend.sms.lastCode(phone) ?? '')
  await user.click(within(dialog).getByRole('checkbox', { name: /我已阅读注意事项/ }))
  await user.click(within(dialog).getByRole('button', { name: '登录/注册' }))
  await waitFor(() => expect(window.location.hash).toBe('#/intelligentVolunteer/improveInformation/index'))
  await screen.findByRole('region', { name: '高考成绩' })
  return { backend, container }
}

export async function fillOrdinaryStudent(user: User, scores: Record<string, string>) {
  await user.click(screen.getByRole('radio', { name: '普通类' }))
  for (const subject of ['物理', '化学', '技术']) await user.click(screen.getByRole('checkbox', { name: subject }))
  for (const [label, value] of Object.entries(scores)) {
    const input = screen.getByRole('spinbutton', { name: new RegExp(`^${label}`) })
    await user.clear(input)
    await user.type(input, value)
  }
}
