// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react'
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
    const prompt = await screen.findByRole('alert')
    expect(within(prompt).getByRole('heading', { name: '该功能需要“高级版会员”' })).toBeTruthy()
    expect(within(prompt).getByText(/在线购买功能将在后续版本开放/)).toBeTruthy()
    expect(screen.queryByRole('heading', { name: '招生计划' })).toBeNull()

    // The AI page is the trial's own: it opens.
    act(() => container.get<Navigator>(Navigator).go(paths.aiVolunteer()))
    await screen.findByRole('heading', { name: 'AI志愿' })

    const deps = (backend as unknown as { deps: ServerDeps }).deps
    const granted = await grantService(
      { users: deps.repos.users, grants: deps.volunteer.grants, clock: deps.clock },
      { phone: '13700006001', service: 'super' },
    )
    expect(granted.ok).toBe(true)
    await act(() => container.get<AppStore>(UiTokens.app).refreshUser())
    act(() => container.get<Navigator>(Navigator).go(paths.plans()))
    await screen.findByRole('heading', { name: '招生计划' })
    expect(screen.queryByRole('heading', { name: '该功能需要“高级版会员”' })).toBeNull()
  }, 120_000)
})
