// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { Navigator } from '@/ports'
import type { AppStore } from '@/ui/stores/AppStore'
import { UiTokens } from '@/ui/tokens'
import { grantService } from '../../server/app/operator/grantService'
import type { ServerDeps } from '../../server/ports/ServerDeps'
import { fillOrdinaryStudent, signInNewStudent } from './profileSignIn'
import { paths } from '@/core/navigation/routeTable'

afterEach(cleanup)

const GOOD = { 语文: '118', 数学: '126', 外语: '121', 物理: '85', 化学: '82', 技术: '80' }

describe('paid pages in demo mode (the access rule)', () => {
  it('shows a base-vip trial user the super-vip prompt on the plan tool, and the page once super vip is granted', async () => {
    const user = userEvent.setup()
    const { container, backend } = await signInNewStudent(user, '13700006001')
    await fillOrdinaryStudent(user, GOOD)
    await user.click(screen.getByRole('button', { name: '保存信息' }))
    await screen.findByRole('button', { name: '选择批次' })

    act(() => container.get<Navigator>(Navigator).go(paths.plans()))
    // The buy prompt opens the purchase dialog by itself, once, with the super membership preselected.
    const dialog = await screen.findByRole('dialog', { name: '开通服务' })
    expect((await within(dialog).findByRole('radio', { name: /尊享版会员/ })).getAttribute('aria-checked')).toBe('true')
    await user.click(within(dialog).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '开通服务' })).toBeNull())
    const prompt = await screen.findByRole('alert')
    expect(within(prompt).getByRole('heading', { name: '该功能需要“尊享版会员”' })).toBeTruthy()
    // No expert takes bookings in a fresh install: the prompt does not send the family to an empty page.
    expect(within(prompt).queryByRole('link', { name: '专家咨询' })).toBeNull()
    expect(screen.queryByRole('heading', { name: '招生计划' })).toBeNull()
    // Closed, it stays closed until the student asks again with 立即开通.
    await user.click(within(prompt).getByRole('button', { name: '立即开通' }))
    await screen.findByRole('dialog', { name: '开通服务' })

    // The AI page is the trial's own: it opens.
    act(() => container.get<Navigator>(Navigator).go(paths.aiVolunteer()))
    await screen.findByRole('heading', { name: 'AI志愿' })
    // A route change closes the purchase dialog.
    expect(screen.queryByRole('dialog', { name: '开通服务' })).toBeNull()

    const deps = (backend as unknown as { deps: ServerDeps }).deps
    const granted = await grantService(
      { users: deps.repos.users, grants: deps.volunteer.grants, clock: deps.clock },
      { phone: '13700006001', service: 'super' },
    )
    expect(granted.ok).toBe(true)
    await act(() => container.get<AppStore>(UiTokens.app).refreshUser())
    act(() => container.get<Navigator>(Navigator).go(paths.plans()))
    await screen.findByRole('heading', { name: '招生计划' })
    expect(screen.queryByRole('heading', { name: '该功能需要“尊享版会员”' })).toBeNull()
  }, 120_000)

  it('offers 专家咨询 on the prompt once an expert takes bookings', async () => {
    const user = userEvent.setup()
    const { container, backend } = await signInNewStudent(user, '13700006002')
    const deps = (backend as unknown as { deps: ServerDeps }).deps
    await deps.repos.experts.add(
      {
        name: '王老师',
        title: '高级规划师',
        years: 8,
        specialities: ['浙江新高考'],
        bio: '',
        availability: '工作日晚上',
        accepting: true,
        visible: true,
        sort: 1,
      },
      deps.clock.now(),
    )
    await fillOrdinaryStudent(user, GOOD)
    await user.click(screen.getByRole('button', { name: '保存信息' }))
    await screen.findByRole('button', { name: '选择批次' })
    act(() => container.get<Navigator>(Navigator).go(paths.plans()))
    const dialog = await screen.findByRole('dialog', { name: '开通服务' })
    await user.click(within(dialog).getByRole('button', { name: '关闭' }))
    const prompt = await screen.findByRole('alert')
    expect(await within(prompt).findByRole('link', { name: '专家咨询' })).toBeTruthy()
  }, 120_000)
})
