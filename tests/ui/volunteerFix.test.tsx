// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { HttpApi, Navigator } from '@/ports'
import { planPage, volunteerJoin, volunteerSorted } from '@/ports/api/plan'
import { studentInfo } from '@/ports/api/system'
import type { createMemoryBackend } from '../../server/adapters/memory/createMemoryBackend'
import { studentWithBatch } from './volunteerStudent'
import { paths } from '@/core/navigation/routeTable'
import { findEnabledButton } from './findEnabledButton'

afterEach(cleanup)

describe('the check fixes a finding in one click (demo mode)', () => {
  it('removes a programme the student cannot apply for, reloads the list and marks the check stale without re-running it', async () => {
    const user = userEvent.setup()
    const { container, backend } = await studentWithBatch(user, '13700009201')
    await screen.findByText('当前填报批次：普通类第一段')
    const api = container.get<HttpApi>(HttpApi)
    // Two programmes in the list, the second one requiring a subject the student (物理 · 化学 · 技术) lacks;
    // the plan search is a 尊享版 page, so the test holds super vip only while it looks them up.
    const users = (backend as unknown as ReturnType<typeof createMemoryBackend>).deps.repos.users
    const me = (await users.byPhone('13700009201'))!
    await users.setEntitlements(me.id, { isSuperVip: 1 })
    const plans = await api.call(planPage, { pageNum: 1, pageSize: 200 })
    const fits = plans.list.find((p) => p.eligible === true)!
    const lacks = plans.list.find((p) => p.eligible === false)!
    await api.call(volunteerJoin, { planId: fits.planId })
    await api.call(volunteerJoin, { planId: lacks.planId })
    await users.setEntitlements(me.id, { isSuperVip: 0 })

    act(() => container.get<Navigator>(Navigator).go(paths.volunteerCheck()))
    await user.click(await findEnabledButton('开始审核'))
    const summary = await screen.findByRole('region', { name: '审核结论' })
    expect(within(summary).getByText('剩余审核次数：2')).toBeTruthy()
    const table = screen.getByRole('table', { name: '志愿表' })
    const finding = within(table).getByRole('listitem', { name: /第2志愿.*不能填报/ })
    await user.click(within(finding).getByRole('button', { name: '删去这个志愿' }))

    await waitFor(() => expect(screen.getAllByTestId('volunteer-row')).toHaveLength(1))
    expect((await api.call(volunteerSorted, {})).map((r) => r.planId)).toEqual([fits.planId])
    expect(within(summary).getByRole('note', { name: '志愿表已改动' })).toBeTruthy()
    // The check was not run again: no check was spent.
    expect((await api.call(studentInfo, {})).loginUser.volunteerVerify).toBe(2)
    expect(screen.getByRole('button', { name: '重新审核' })).toBeTruthy()
    // The home page, kept alive since the start, says the same count without a reload.
    act(() => container.get<Navigator>(Navigator).go(paths.home()))
    expect(await screen.findByText('剩余 2 次')).toBeTruthy()
  }, 180_000)
})
