// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderDemoApp } from './renderDemoApp'
import { paths } from '@/core/navigation/routeTable'

afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

describe('school and major look-up in demo mode', () => {
  it('finds 浙江工业大学 by the initials zjgydx, with its 院校代号 and 学校标识码', async () => {
    const user = userEvent.setup()
    await renderDemoApp(paths.schools())
    await user.type(await screen.findByRole('searchbox', { name: '院校名称' }), 'zjgydx')
    await user.click(screen.getAllByRole('button', { name: '查询' })[0])
    // 浙江工业大学之江学院 matches the same initials and comes second.
    const [card, second] = await screen.findAllByRole('link', { name: /^浙江工业大学/ })
    expect(second.textContent).toContain('之江学院')
    expect(card.textContent).toContain('0003')
    expect(card.textContent).toContain('4133010337')
    expect(screen.getByText('共找到 2 所院校')).toBeTruthy()
  })

  it('opens a school from the results and shows a programme with its cutoffs and the data source', async () => {
    const user = userEvent.setup()
    await renderDemoApp(paths.schools())
    await user.type(await screen.findByRole('searchbox', { name: '院校名称' }), '浙江大学')
    await user.click(screen.getAllByRole('button', { name: '查询' })[0])
    await user.click(await screen.findByRole('link', { name: /^浙江大学.*0001/ }))
    expect(await screen.findByRole('heading', { level: 1, name: '浙江大学' })).toBeTruthy()
    const table = screen.getByRole('table', { name: '在浙招生专业及历年投档线' })
    // The sample holds three years (2024–2026); the 2025 人文科学试验班 filed at 670 / 3,672. The first rows come at
    // once and the rest in a transition (useFirstRowsFirst).
    await waitFor(() => {
      const rows = within(table).getAllByRole('row', { name: /^人文科学试验班/ })
      expect(rows.some((r) => r.textContent.includes('670') && r.textContent.includes('3,672'))).toBe(true)
    })
    expect(screen.getByText(/数据来源：浙江省教育考试院 2024–2026年 普通类第一段平行投档线/)).toBeTruthy()
  })

  it('converts 2025 score 690 to cumulative rank 513 in the 位次 widget', async () => {
    const user = userEvent.setup()
    await renderDemoApp(paths.schools())
    const widget = await screen.findByRole('region', { name: '位次查询' })
    await user.click(await within(widget).findByRole('button', { name: /年份/ }))
    await user.click(await screen.findByRole('option', { name: '2025年' }))
    await user.type(within(widget).getByLabelText('高考分数'), '690')
    await user.click(within(widget).getByRole('button', { name: '查询' }))
    await waitFor(() => expect(within(widget).getByTestId('rank-result').textContent).toBe('513'))
    expect(within(widget).getByRole('row', { name: /2025年\s*690/ })).toBeTruthy()
  })

  it('says why a score outside 0–750 cannot be looked up', async () => {
    const user = userEvent.setup()
    await renderDemoApp(paths.schools())
    const widget = await screen.findByRole('region', { name: '位次查询' })
    await user.type(within(widget).getByLabelText('高考分数'), '800')
    await user.click(within(widget).getByRole('button', { name: '查询' }))
    expect((await within(widget).findByRole('alert')).textContent).toBe('分数应在 0–750 之间')
  })

  it('searches the catalogue and opens a major with the Zhejiang schools offering it', async () => {
    const user = userEvent.setup()
    await renderDemoApp(paths.majors())
    await user.type(await screen.findByRole('searchbox', { name: '专业名称' }), '软件工程')
    await user.click(await screen.findByRole('link', { name: '软件工程' }))
    expect(await screen.findByRole('heading', { level: 1, name: '软件工程' })).toBeTruthy()
    expect(await screen.findByRole('link', { name: '浙江工业大学' })).toBeTruthy()
    expect(screen.getByText(/数据来源：浙江省教育考试院/)).toBeTruthy()
  })
})
