// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { fillOrdinaryStudent, signInNewStudent } from './profileSignIn'

afterEach(cleanup)

/** A figure of the side summary, found by its term. */
function summaryValue(term: string) {
  return within(screen.getByRole('complementary')).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
}

const GOOD = { 语文: '120', 数学: '135', 外语: '130', 物理: '90', 化学: '88', 技术: '85' }

describe('the student profile in demo mode', () => {
  it('refuses a fourth elective subject with the spec message and keeps three chosen', async () => {
    const user = userEvent.setup()
    await signInNewStudent(user, '13900004101')
    for (const subject of ['物理', '化学', '生物']) await user.click(screen.getByRole('checkbox', { name: subject }))
    await user.click(screen.getByRole('checkbox', { name: '地理' }))
    expect((await screen.findByText('最多只能选择3门科目！')).getAttribute('role')).toBe('alert')
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '地理' }).checked).toBe(false)
    expect(screen.getByText('已选 3/3')).toBeTruthy()
  })

  it('lets the refusal of a fourth subject go once the family moves on: the three chosen stand', async () => {
    const user = userEvent.setup()
    await signInNewStudent(user, '13900004104')
    for (const subject of ['物理', '化学', '生物', '地理']) await user.click(screen.getByRole('checkbox', { name: subject }))
    expect(await screen.findByText('最多只能选择3门科目！')).toBeTruthy()
    // Going on to another field: the form holds a valid choice, so the warning goes.
    await user.type(screen.getByRole('spinbutton', { name: /^语文/ }), '120')
    expect(screen.queryByText('最多只能选择3门科目！')).toBeNull()
    // And again, then straight to 保存信息: not kept beside a valid choice after the save either.
    await user.click(screen.getByRole('checkbox', { name: '地理' }))
    expect(await screen.findByText('最多只能选择3门科目！')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '保存信息' }))
    await waitFor(() => expect(screen.queryByText('最多只能选择3门科目！')).toBeNull())
  })

  it('shows the total as typed and says there are unsaved edits half a second after an edit', async () => {
    const user = userEvent.setup()
    await signInNewStudent(user, '13900004102')
    // A blank record is not "all saved": it says it has not been saved yet.
    expect(screen.getByText('尚未保存：填好后点击“保存信息”')).toBeTruthy()
    expect(screen.queryByText('所有修改均已保存')).toBeNull()
    await fillOrdinaryStudent(user, GOOD)
    await user.click(screen.getByRole('radio', { name: '省政策加分' }))
    await user.type(screen.getByRole('spinbutton', { name: /^加分分值/ }), '3')
    expect(summaryValue('文化总分')).toBe('648')
    expect(summaryValue('政策加分')).toBe('+3')
    expect(summaryValue('总分')).toBe('651')
    expect(await screen.findByText('有未保存的修改')).toBeTruthy()
  })

  it('shows an over-the-maximum score next to its field, then saves once corrected and shows the rank', async () => {
    const user = userEvent.setup()
    await signInNewStudent(user, '13900004103')
    await fillOrdinaryStudent(user, { ...GOOD, 数学: '160' })
    await user.click(screen.getByRole('button', { name: '保存信息' }))
    const message = await screen.findByText('数学成绩不能超过150分')
    expect(message.getAttribute('role')).toBe('alert')
    expect(screen.getByRole('spinbutton', { name: /^数学/ }).getAttribute('aria-invalid')).toBe('true')
    await user.clear(screen.getByRole('spinbutton', { name: /^数学/ }))
    await user.type(screen.getByRole('spinbutton', { name: /^数学/ }), '135')
    expect(screen.queryByText('数学成绩不能超过150分')).toBeNull()
    await user.click(screen.getByRole('button', { name: '保存信息' }))
    const rank = await screen.findByLabelText('全省位次')
    expect(rank.textContent).toMatch(/^第 [\d,]+ 名$/)
    // The record is complete now: the warning banner of the guard is gone.
    await waitFor(() => expect(screen.queryByText(/请先完善您的信息！完善后/)).toBeNull())
  })

  it('chooses 一段 without announcing, then switches to 二段 and says 切换成功！', async () => {
    const user = userEvent.setup()
    await signInNewStudent(user, '13900004104')
    await fillOrdinaryStudent(user, GOOD)
    await user.click(screen.getByRole('button', { name: '保存信息' }))
    await user.click(await screen.findByRole('button', { name: '选择批次' }))
    let dialog = await screen.findByRole('dialog', { name: '选择填报批次' })
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('请选择批次')
    await user.click(await within(dialog).findByRole('radio', { name: /普通类第一段/ }))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('当前填报批次：普通类第一段')).toBeTruthy()
    expect(screen.queryByText('切换成功！')).toBeNull()

    await user.click(screen.getByRole('button', { name: '切换批次' }))
    dialog = await screen.findByRole('dialog', { name: '选择填报批次' })
    await user.click(await within(dialog).findByRole('radio', { name: /普通类第二段/ }))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('切换成功！')).toBeTruthy()
    expect(await screen.findByText('当前填报批次：普通类第二段')).toBeTruthy()
  })
})
