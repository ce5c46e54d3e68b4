// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { EventBus } from '@/ports'
import { fillOrdinaryStudent, signInNewStudent } from './profileSignIn'
import { renderDemoApp } from './renderDemoApp'
import { paths } from '@/core/navigation/routeTable'

afterEach(cleanup)

describe('the batch chooser in demo mode', () => {
  it('offers the login dialog instead when a visitor who is not signed in asks for it', async () => {
    const { container } = await renderDemoApp(paths.home())
    await screen.findByRole('button', { name: '登录/注册' })
    act(() => container.get<EventBus>(EventBus).emit('openChooseBatch', {}))
    const login = await screen.findByRole('dialog', { name: '欢迎使用' })
    expect(within(login).getByRole('tab', { name: '密码登录' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.queryByRole('dialog', { name: '选择填报批次' })).toBeNull()
  })

  it('asks before choosing a batch whose line is above the score, and only a yes switches', async () => {
    const user = userEvent.setup()
    await signInNewStudent(user, '13900004201')
    await fillOrdinaryStudent(user, { 语文: '60', 数学: '50', 外语: '50', 物理: '40', 化学: '40', 技术: '40' })
    await user.click(screen.getByRole('button', { name: '保存信息' }))
    await user.click(await screen.findByRole('button', { name: '选择批次' }))
    const chooser = await screen.findByRole('dialog', { name: '选择填报批次' })
    await user.click(await within(chooser).findByRole('radio', { name: /普通类第一段/ }))
    await user.click(within(chooser).getByRole('button', { name: '确定' }))
    let confirm = await screen.findByRole('dialog', { name: '提示' })
    expect(within(confirm).getByText('您的分数低于该批次最低控制线，是否继续？')).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).toBeNull())
    expect(screen.getByText('下一步：选择您要填报的批次')).toBeTruthy()

    await user.click(within(screen.getByRole('dialog', { name: '选择填报批次' })).getByRole('button', { name: '确定' }))
    confirm = await screen.findByRole('dialog', { name: '提示' })
    await user.click(within(confirm).getByRole('button', { name: '继续' }))
    expect(await screen.findByText('当前填报批次：普通类第一段')).toBeTruthy()
    expect(screen.queryByText('切换成功！')).toBeNull()
  })

  it('asks an art student with two art types for the art type before the batch', async () => {
    const user = userEvent.setup()
    await signInNewStudent(user, '13900004202')
    await fillOrdinaryStudent(user, { 语文: '120', 数学: '135', 外语: '130', 物理: '90', 化学: '88', 技术: '85' })
    await user.click(screen.getByRole('radio', { name: '艺术类' }))
    await user.selectOptions(screen.getByRole('combobox', { name: '艺术类别' }), '美术与设计类')
    await user.type(screen.getByRole('spinbutton', { name: /^专业成绩/ }), '250')
    // 综合分 = 文化 648 × 50% + 专业 250 × 2.5 × 50%, from the served ratio.
    expect(screen.getByText('综合分约 636.5')).toBeTruthy()
    await user.selectOptions(screen.getByRole('combobox', { name: '第二艺术类别（选填）' }), '音乐类')
    await user.type(screen.getByRole('spinbutton', { name: /^第二类别专业成绩/ }), '220')
    await user.click(screen.getByRole('button', { name: '保存信息' }))
    await user.click(await screen.findByRole('button', { name: '选择批次' }))

    const chooser = await screen.findByRole('dialog', { name: '选择艺术类别' })
    await user.click(within(chooser).getByRole('button', { name: '下一步' }))
    expect(within(chooser).getByRole('alert').textContent).toBe('请先选择艺术类别')
    await user.click(within(chooser).getByRole('radio', { name: '音乐类' }))
    await user.click(within(chooser).getByRole('button', { name: '下一步' }))
    const batches = await screen.findByRole('dialog', { name: '选择填报批次' })
    // The batches arrive after the dialog opens: the art batch first, then no ordinary one beside it.
    const artFirst = await within(batches).findByRole('radio', { name: /艺术类第一段/ })
    expect(within(batches).queryByRole('radio', { name: /普通类/ })).toBeNull()
    await user.click(artFirst)
    await user.click(within(batches).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('当前填报批次：艺术类第一段')).toBeTruthy()
  })
})
