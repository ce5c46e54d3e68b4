// @vitest-environment jsdom
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

describe('paid pages in demo mode (spec §4 access rule)', () => {
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
    expect(screen.queryByRole('heading', { name: '招生计划' })).toBeNull()
    // Closed, it stays closed until the student asks again with 立即开通.
    await user.click(within(prompt).getByRole('button', { name: '立即开通' }))
    await screen.findByRole('dialog', { name: '开通服务' })

    // The AI page is the trial's own: it opens.
    act(() => container.get<Navigator>(Navigator).go(paths.aiVolunteer()))
    await screen.findByRole('heading', { name: 'AI志愿' })
    // Spec §2: a route change closes the purchase dialog.
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
})
