// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { HttpApi, Navigator } from '@/ports'
import { volunteerSorted } from '@/ports/api/plan'
import { BAND_THRESHOLDS } from '@/core/domain/admission/admitProbability'
import { studentWithBatch } from './volunteerStudent'
import { paths } from '@/core/navigation/routeTable'
import { findEnabledButton } from './findEnabledButton'

afterEach(cleanup)

const rowTexts = () =>
  screen.getAllByTestId('volunteer-row').map((tr) => tr.querySelectorAll('td')[1]?.textContent + '|' + tr.querySelectorAll('td')[2]?.textContent)

describe('the AI volunteer flow in demo mode', () => {
  it('generates a list for a profile, reorders it with the buttons (saved on the server) and checks it', async () => {
    const user = userEvent.setup()
    const { container } = await studentWithBatch(user, '13700005001')
    await screen.findByText('当前填报批次：普通类第一段')
    act(() => container.get<Navigator>(Navigator).go(paths.aiVolunteer()))
    await screen.findByRole('heading', { name: 'AI志愿' })
    // The record card reads the saved profile.
    const record = screen.getByRole('region', { name: '考生信息' })
    await waitFor(() => expect(within(record).getByText('普通类第一段')).toBeTruthy())
    expect(within(record).getByText('物理 · 化学 · 技术')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: '生成志愿' }))
    await waitFor(() => expect(window.location.hash).toBe('#/intelligentVolunteer/aiVolunteer/result/index'))
    await waitFor(() => expect(screen.getAllByTestId('volunteer-row').length).toBeGreaterThan(3))
    const rows = screen.getAllByTestId('volunteer-row')
    expect(rows.length).toBeLessThanOrEqual(80)
    // The band legend states the thresholds; the 滑档 risk is shown against its visible line.
    expect(screen.getByText(`录取概率 ≥ ${Math.round(BAND_THRESHOLDS.bao * 100)}%`)).toBeTruthy()
    expect(screen.getByTestId('slip-risk').textContent).toMatch(/安全线 ≤ \d+%/)
    // Where the list lands the student: by part of the list, the expected row and the likeliest programmes.
    const outcome = screen.getByRole('region', { name: '这张表会把你投到哪里' })
    expect(within(outcome).getByText('第1–10志愿')).toBeTruthy()
    expect(within(outcome).getAllByRole('listitem').length).toBeGreaterThan(0)
    // Each row says why it is recommended and how likely the student is filed there.
    expect(within(rows[0]).getByRole('list', { name: '为什么推荐' })).toBeTruthy()
    expect(within(rows[0]).getByText(/^投档到此 /)).toBeTruthy()

    const api = container.get<HttpApi>(HttpApi)
    const serverBefore = await api.call(volunteerSorted, {})
    // A full list (80 rows) is drawn in passes of a dozen; all of them arrive.
    await waitFor(() => expect(screen.getAllByTestId('volunteer-row').length).toBe(serverBefore.length))
    const before = rowTexts()
    await user.click(screen.getAllByRole('button', { name: /^下移 / })[0])
    await waitFor(() => expect(rowTexts()[1]).toBe(before[0]))
    expect(rowTexts()[0]).toBe(before[1])
    // 志愿序号 follow the new positions, and the server holds the new order (updateOrder1).
    await waitFor(async () => {
      const saved = await api.call(volunteerSorted, {})
      expect(saved.slice(0, 2).map((r) => r.planId)).toEqual([serverBefore[1].planId, serverBefore[0].planId])
      expect(saved.map((r) => r.dataIndex)).toEqual(saved.map((_, i) => i + 1))
    })

    await user.click(screen.getByRole('link', { name: '智能审核' }))
    await user.click(await findEnabledButton('开始审核'))
    const summary = await screen.findByRole('region', { name: '审核结论' })
    expect(within(summary).getByTestId('check-slip').textContent).toMatch(/\d+%/)
    expect(within(summary).getByText(/剩余审核次数|会员不限审核次数/)).toBeTruthy()
  }, 180_000)
})
