// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Container } from 'inversify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MemoryBackend } from '@/adapters/fake/InMemoryHttpApi'
import { paths } from '@/core/navigation/routeTable'
import { Navigator } from '@/ports'
import type { AppStore } from '@/ui/stores/AppStore'
import { UiTokens } from '@/ui/tokens'
import type { ServerDeps } from '../../server/ports/ServerDeps'
import { GOOD, studentWithBatch } from './volunteerStudent'

// The chart is drawn by ECharts in a browser; happy-dom has no layout, so here it is only its labelled frame.
vi.mock('@/ui/charts/EChart', () => ({ EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }))

afterEach(() => cleanup())

const go = (container: Container, path: string) => act(() => container.get<Navigator>(Navigator).go(path))
const serverDeps = (backend: MemoryBackend) => (backend as unknown as { deps: ServerDeps }).deps

describe('三位一体 in demo mode', () => {
  it('lists the schools with their weights and sources, filters them, computes a 综合成绩 and keeps it for the reference list', async () => {
    const user = userEvent.setup()
    const { container, backend } = await studentWithBatch(user, '13700012001', GOOD)
    go(container, paths.sanYi())
    expect(await screen.findByRole('heading', { name: '三位一体综合评价招生', level: 1 })).toBeTruthy()
    expect(await screen.findByText('共 46 所院校')).toBeTruthy()
    expect(screen.getByRole('img', { name: /学考、校测、高考权重组合/ })).toBeTruthy()
    await user.type(screen.getByRole('searchbox', { name: '搜索院校' }), '浙江大学')
    expect(screen.getByText('共 1 所院校')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '专业与要求' }))
    expect(screen.getByRole('link', { name: '浙江大学2026年浙江省“三位一体”综合评价招生简章' }).getAttribute('href')).toMatch(
      /^https:\/\/zdzsc\.zju\.edu\.cn\//,
    )
    expect(screen.getByText('数据源未收录，以院校章程公布为准。')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '清除筛选' }))

    // 浙江工业大学's formula: 6A 3B 1C = 12.6, 校测 80 → 20, the profile's 612 → 48.96.
    await user.click(screen.getByRole('button', { name: '用浙江工业大学的公式计算' }))
    const calc = screen.getByRole('region', { name: '综合成绩计算器' })
    expect(within(calc).getByLabelText<HTMLInputElement>('高考成绩（或预估）').value).toBe('612')
    for (const [grade, n] of [
      ['A', '6'],
      ['B', '3'],
      ['C', '1'],
    ] as const) {
      const field = within(calc).getByRole('spinbutton', { name: `${grade} 等门数` })
      await user.clear(field)
      await user.type(field, n)
    }
    expect(within(calc).getByText('请填写校测成绩（0 到满分）')).toBeTruthy()
    await user.type(within(calc).getByLabelText('校测成绩'), '80')
    expect(within(calc).getByText('81.56')).toBeTruthy()
    await user.click(within(calc).getByRole('button', { name: '保存为我的成绩' }))
    await screen.findByText('已保存，三位一体志愿参考和意向志愿将按此计算')
    const userId = container.get<AppStore>(UiTokens.app).user?.id ?? 0
    expect(await serverDeps(backend).repos.sanyiInputs.get(userId)).toEqual({ grades: { A: 6, B: 3, C: 1, D: 0, E: 0 }, testPercent: 80, gaokao: 612 })

    // A school with no weighted score says so instead of a figure.
    await user.click(screen.getByRole('button', { name: '按哪所院校的公式' }))
    await user.click(await screen.findByRole('option', { name: '上海纽约大学' }))
    expect(within(calc).getByText(/该校不设加权综合分/)).toBeTruthy()

    await user.click(screen.getByRole('button', { name: '加入意向：宁波大学' }))
    await screen.findByText('已加入我的意向志愿：宁波大学')
  }, 180_000)

  it('opens the purchase dialog on 三位一体志愿参考 without the service, and shows the list once it is held', async () => {
    const user = userEvent.setup()
    const { container, backend } = await studentWithBatch(user, '13700012002', GOOD)
    go(container, paths.sanYiPageList())
    const dialog = await screen.findByRole('dialog', { name: '开通服务' })
    const item = await within(dialog).findByRole('radio', { name: /三位一体服务/ })
    expect(item.getAttribute('aria-checked')).toBe('true')
    await user.click(within(dialog).getByRole('button', { name: '关闭' }))

    const app = container.get<AppStore>(UiTokens.app)
    await serverDeps(backend).repos.users.setEntitlements(app.user?.id ?? 0, { isThreeOne: 1 })
    await act(() => app.refreshUser())
    go(container, paths.sanYi())
    go(container, paths.sanYiPageList())
    expect(await screen.findByText(/你的选考科目（物理、化学、技术）可报 \d+ 所院校的 \d+ 个专业。/)).toBeTruthy()
    expect(screen.getAllByText('填写成绩后计算').length).toBeGreaterThan(10)
    const save = screen.getByRole<HTMLButtonElement>('button', { name: '保存并重新计算' })
    expect(save.disabled).toBe(true)
    expect(screen.getByText(/请填满 10 门学考等级/)).toBeTruthy()
    const a = screen.getByRole('spinbutton', { name: 'A 等门数' })
    await user.clear(a)
    await user.type(a, '10')
    await user.type(screen.getByLabelText('预估校测得分率（%）'), '75')
    await user.click(save)
    await screen.findByText('已按新成绩重新计算')
    // 浙江工业大学: ten A = 150 of 150 → 15; 校测 75% → 18.75; 612 of 750 → 48.96.
    const row = screen.getAllByRole('row').find((r) => within(r).queryByText('浙江工业大学'))
    expect(row && within(row).getByText('82.71')).toBeTruthy()
  }, 120_000)

  it('keeps my intention volunteers in order with notes; deleting asks first', async () => {
    const user = userEvent.setup()
    const { container } = await studentWithBatch(user, '13700012003', GOOD)
    go(container, paths.sanYiMine())
    expect(await screen.findByText('还没有意向志愿')).toBeTruthy()
    go(container, paths.sanYi())
    await user.click(await screen.findByRole('button', { name: '加入意向：浙江大学' }))
    await screen.findByText('已加入我的意向志愿：浙江大学')
    await user.click(screen.getByRole('button', { name: '加入意向：西湖大学' }))
    await screen.findByText('已加入我的意向志愿：西湖大学')

    go(container, paths.sanYiMine())
    await screen.findByRole('heading', { name: '西湖大学' })
    const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(headings()).toEqual(['浙江大学', '西湖大学'])
    await user.click(screen.getByRole('button', { name: '把西湖大学上移一位' }))
    await waitFor(() => expect(headings()).toEqual(['西湖大学', '浙江大学']))
    const note = screen.getAllByLabelText('备注')[0]
    await user.type(note, '准备综合测试')
    await user.click(screen.getByRole('button', { name: '保存备注' }))
    await screen.findByText('备注已保存')

    await user.click(screen.getByRole('button', { name: '删除浙江大学' }))
    const confirm = await screen.findByRole('dialog', { name: '删除这条意向志愿？' })
    await user.click(within(confirm).getByRole('button', { name: '删除' }))
    await waitFor(() => expect(headings()).toEqual(['西湖大学']))
    expect(screen.getByLabelText<HTMLTextAreaElement>('备注').value).toBe('准备综合测试')
  }, 120_000)
})
