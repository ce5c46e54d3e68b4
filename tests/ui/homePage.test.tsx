// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderDemoApp } from './renderDemoApp'
import { signInNewStudent } from './profileSignIn'
import { studentWithBatch } from './volunteerStudent'
import { paths } from '@/core/navigation/routeTable'
import { navigate } from 'wouter/use-hash-location'

afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

describe('home in demo mode', () => {
  it('shows a visitor the landing page', async () => {
    await renderDemoApp(paths.home())
    expect(await screen.findByRole('heading', { level: 1, name: '用数据和AI，把每一分都用在刀刃上' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: '我的档案' })).toBeNull()
  })

  it('gives a signed-in student with an empty profile a clear first step and every feature with what it needs', async () => {
    const user = userEvent.setup()
    await signInNewStudent(user, '13600000201')
    navigate(paths.home())
    expect(await screen.findByRole('link', { name: /第一步\s*完善成绩与选考科目/ })).toBeTruthy()
    expect(within(screen.getByRole('region', { name: '我的档案' })).getByText(/还没有填写成绩和选考科目/)).toBeTruthy()
    const features = screen.getByRole('region', { name: '全部功能' })
    // The trial opens the AI pages; the plan tool stays 尊享版.
    expect(within(features).getByRole('link', { name: /已开通\s*AI志愿/ })).toBeTruthy()
    expect(within(features).getByRole('link', { name: /需开通尊享版\s*招生计划/ })).toBeTruthy()
    expect(within(features).getByRole('button', { name: /AI问答/ })).toBeTruthy()
  })

  it('sums up a 一段 student: subjects, rank, batch, the next dates and, next, the AI list', async () => {
    const user = userEvent.setup()
    await studentWithBatch(user, '13600000202')
    navigate(paths.home())
    const profile = await screen.findByRole('region', { name: '我的档案' })
    await waitFor(() => expect(within(profile).getByText('普通类第一段')).toBeTruthy())
    expect(within(profile).getByText('物理')).toBeTruthy()
    expect(within(profile).getByText('612')).toBeTruthy()
    expect(within(profile).getByTestId('home-rank').textContent).toMatch(/^\d{1,3}(,\d{3})*$/)
    expect(screen.getByRole('link', { name: /下一步\s*生成AI志愿/ })).toBeTruthy()
    const list = screen.getByRole('region', { name: '我的志愿表' })
    expect(await within(list).findByText(/志愿表还是空的/)).toBeTruthy()
    const calendar = screen.getByRole('region', { name: '2027年重要日程' })
    expect(within(calendar).getAllByRole('listitem').length).toBeGreaterThan(0)
    expect(within(calendar).getByText(/浙江省教育考试院/)).toBeTruthy()
  })
})
