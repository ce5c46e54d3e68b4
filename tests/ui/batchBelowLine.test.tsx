// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { Navigator } from '@/ports'
import { fillOrdinaryStudent, signInNewStudent, type User } from './profileSignIn'
import { LOW, studentWithBatch } from './volunteerStudent'
import { paths } from '@/core/navigation/routeTable'
import { findEnabledButton } from './findEnabledButton'

afterEach(cleanup)

/** A student whose total (300) is under the 一段 line (494) and over the 二段 line (266), with the chooser open. */
async function lowStudentChoosing(user: User, phone: string) {
  await signInNewStudent(user, phone)
  await fillOrdinaryStudent(user, LOW)
  await user.click(screen.getByRole('button', { name: '保存信息' }))
  await user.click(await screen.findByRole('button', { name: '选择批次' }))
  return screen.findByRole('dialog', { name: '选择填报批次' })
}

describe('a student under the 一段 line is led to 第二段 (demo mode)', () => {
  it('says so in the chooser as soon as 一段 is picked, highlights 第二段 and picks it in one click', async () => {
    const user = userEvent.setup()
    const chooser = await lowStudentChoosing(user, '13900004301')
    expect(within(chooser).queryByRole('alert')).toBeNull()
    await user.click(await within(chooser).findByRole('radio', { name: /普通类第一段/ }))
    const advice = within(chooser).getByRole('alert')
    expect(advice.textContent).toContain('你的分数300分低于“普通类第一段”2026年的控制线494分')
    expect(advice.textContent).toContain('建议选择“普通类第二段”')
    expect(within(chooser).getByRole('radio', { name: /普通类第二段.*推荐|推荐.*普通类第二段/ })).toBeTruthy()

    await user.click(within(advice).getByRole('button', { name: '改选普通类第二段' }))
    expect(within(chooser).getByRole<HTMLInputElement>('radio', { name: /普通类第二段/ }).checked).toBe(true)
    expect(within(chooser).queryByRole('alert')).toBeNull()
    await user.click(within(chooser).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('当前填报批次：普通类第二段')).toBeTruthy()
  }, 120_000)

  it('checks a 第二段 list without a green 0% 滑档 figure it never estimated (issue 37)', async () => {
    const user = userEvent.setup()
    const { container } = await signInNewStudent(user, '13900004304')
    await fillOrdinaryStudent(user, LOW)
    await user.click(screen.getByRole('button', { name: '保存信息' }))
    await user.click(await screen.findByRole('button', { name: '选择批次' }))
    const chooser = await screen.findByRole('dialog', { name: '选择填报批次' })
    await user.click(await within(chooser).findByRole('radio', { name: /普通类第二段/ }))
    await user.click(within(chooser).getByRole('button', { name: '确定' }))
    await screen.findByText('当前填报批次：普通类第二段')
    act(() => container.get<Navigator>(Navigator).go(paths.aiVolunteer()))
    await user.click(await findEnabledButton('生成志愿'))
    await waitFor(() => expect(screen.getAllByTestId('volunteer-row').length).toBeGreaterThan(0), { timeout: 60_000 })
    await user.click(screen.getByRole('link', { name: '智能审核' }))
    await user.click(await findEnabledButton('开始审核'))
    const summary = await screen.findByRole('region', { name: '审核结论' })
    const slip = within(summary).getByTestId('check-slip').textContent ?? ''
    expect(slip).toContain('未做整表模拟')
    expect(slip).not.toMatch(/\d+%/)
  }, 180_000)

  it('offers 第二段 in the below-line question too, and switches to it from there', async () => {
    const user = userEvent.setup()
    const chooser = await lowStudentChoosing(user, '13900004302')
    await user.click(await within(chooser).findByRole('radio', { name: /普通类第一段/ }))
    await user.click(within(chooser).getByRole('button', { name: '确定' }))
    const confirm = await screen.findByRole('dialog', { name: '提示' })
    // The spec's question stays, with the recommendation beside it.
    expect(within(confirm).getByText('您的分数低于该批次最低控制线，是否继续？')).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: '改选普通类第二段' }))
    expect(await screen.findByText('当前填报批次：普通类第二段')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择填报批次' })).toBeNull())
  }, 120_000)

  it('tells a 一段 student under the line on the AI page and opens the chooser from there', async () => {
    const user = userEvent.setup()
    const { container } = await studentWithBatch(user, '13900004303', LOW)
    const confirm = await screen.findByRole('dialog', { name: '提示' })
    await user.click(within(confirm).getByRole('button', { name: '继续' }))
    await screen.findByText('当前填报批次：普通类第一段')
    act(() => container.get<Navigator>(Navigator).go(paths.aiVolunteer()))
    const note = await screen.findByRole('note', { name: '你的总分低于一段线' })
    expect(note.textContent).toContain('你的总分300分低于2026年普通类第一段线494分')
    await user.click(within(note).getByRole('button', { name: '改选批次' }))
    const chooser = await screen.findByRole('dialog', { name: '选择填报批次' })
    await user.click(await within(chooser).findByRole('radio', { name: /普通类第二段/ }))
    await user.click(within(chooser).getByRole('button', { name: '确定' }))
    // In 第二段 the page says there is no history instead, and the below-line note goes.
    await screen.findByRole('note', { name: '第二段没有往年投档数据' })
    expect(screen.queryByRole('note', { name: '你的总分低于一段线' })).toBeNull()
  }, 120_000)
})
