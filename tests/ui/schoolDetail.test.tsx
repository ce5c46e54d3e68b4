// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { navigate } from 'wouter/use-hash-location'
import { renderDemoApp } from './renderDemoApp'
import { studentWithBatch } from './volunteerStudent'
import { paths } from '@/core/navigation/routeTable'

afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

describe('school and major detail in demo mode', () => {
  it('shows a useful page without an id: a search box and the famous schools, not a failure', async () => {
    await renderDemoApp(paths.schoolDetail())
    expect(await screen.findByRole('heading', { level: 1, name: '院校详情' })).toBeTruthy()
    expect(screen.getByRole('search')).toBeTruthy()
    expect((await screen.findAllByRole('link', { name: /^浙江大学/ })).length).toBeGreaterThan(0)
    expect(screen.queryByText(/加载失败/)).toBeNull()
  })

  it('offers a visitor sign-in for the chances and opens a programme’s trend', async () => {
    const user = userEvent.setup()
    await renderDemoApp(paths.schoolDetail('0001'))
    expect(await screen.findByRole('heading', { level: 1, name: '浙江大学' })).toBeTruthy()
    expect(screen.getByText('第 3 名')).toBeTruthy()
    expect(screen.getByRole('button', { name: '登录查看' })).toBeTruthy()
    const table = screen.getByRole('table', { name: '在浙招生专业及历年投档线' })
    const [trend] = within(table).getAllByRole('button', { name: /^趋势 / })
    await user.click(trend)
    expect(trend.getAttribute('aria-expanded')).toBe('true')
    expect(await screen.findByRole('img', { name: /浙江大学.*历年投档位次/ })).toBeTruthy()
  })

  it('gives a 一段 student a chance per programme and sends 加入志愿 without 尊享版 to the purchase dialog', async () => {
    const user = userEvent.setup()
    await studentWithBatch(user, '13600000301')
    // The batch is saved when its dialog has gone: until then it is modal and hides the page from queries.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择填报批次' })).toBeNull())
    navigate(paths.schoolDetail('0001'))
    expect(await screen.findByText(/你的位次 [\d,]+：按2026年招生计划/)).toBeTruthy()
    const table = screen.getByRole('table', { name: '在浙招生专业及历年投档线' })
    await waitFor(() => expect(within(table).getAllByText(/%$/).length).toBeGreaterThan(0))
    await user.click(within(table).getAllByRole('button', { name: /^加入志愿 / })[0])
    expect(await screen.findByRole('dialog', { name: '开通服务' })).toBeTruthy()
  })

  it('leaves no ?id= behind after leaving the page', async () => {
    const user = userEvent.setup()
    await renderDemoApp(paths.schoolDetail('0001'))
    await screen.findByRole('heading', { level: 1, name: '浙江大学' })
    expect(window.location.search).toBe('?id=0001')
    await user.click(screen.getByRole('link', { name: /返回查大学/ }))
    await screen.findByRole('searchbox', { name: '院校名称' })
    expect(window.location.search).toBe('')
  })

  it('shows a major’s degree and the 选考 rules of the schools offering it, and a search without a code', async () => {
    const user = userEvent.setup()
    await renderDemoApp(paths.majorDetail())
    expect(await screen.findByRole('heading', { level: 1, name: '专业详情' })).toBeTruthy()
    await user.type(screen.getByRole('searchbox', { name: '专业名称' }), '软件')
    await user.click(await screen.findByRole('link', { name: /^软件工程/ }))
    expect(await screen.findByRole('heading', { level: 1, name: '软件工程' })).toBeTruthy()
    expect(screen.getByText('工学学士')).toBeTruthy()
    expect(screen.getByText(/我们还没有可靠的专业介绍/)).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: /选考要求/ })).toBeTruthy()
  })
})
