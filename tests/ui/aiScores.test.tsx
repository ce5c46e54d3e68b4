// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { HttpApi, Navigator } from '@/ports'
import { studentInfo } from '@/ports/api/system'
import { fillOrdinaryStudent, signInNewStudent } from './profileSignIn'
import { paths } from '@/core/navigation/routeTable'

afterEach(cleanup)

const GOOD = { 语文: '118', 数学: '126', 外语: '121', 物理: '85', 化学: '82', 技术: '80' }

describe('the AI page edits the scores (demo mode)', () => {
  it('fills the scores from the record, marks edits as unsaved after the debounce, and 保存 posts them', async () => {
    const user = userEvent.setup()
    const { container } = await signInNewStudent(user, '13700008001')
    await fillOrdinaryStudent(user, GOOD)
    await user.click(screen.getByRole('button', { name: '保存信息' }))
    await screen.findByRole('button', { name: '选择批次' })
    act(() => container.get<Navigator>(Navigator).go(paths.aiVolunteer()))
    await screen.findByRole('heading', { name: 'AI志愿' })

    const record = screen.getByRole('region', { name: '考生信息' })
    const math = within(record).getByRole<HTMLInputElement>('spinbutton', { name: /^数学/ })
    expect(math.value).toBe('126')
    expect(within(record).queryByText('有未保存的修改')).toBeNull()
    await user.clear(math)
    await user.type(math, '131')
    // The change hash settles 500 ms after the last keystroke.
    await waitFor(() => expect(within(record).getByText('有未保存的修改')).toBeTruthy())

    // Generating on unsaved scores would use the old ones: it asks to save first and calls nothing.
    await user.click(screen.getByRole('button', { name: '生成志愿' }))
    await screen.findByText('成绩有未保存的修改，请先点击“保存”')
    expect(window.location.hash).toBe('#/intelligentVolunteer/aiVolunteer/index')

    await user.click(screen.getByRole('button', { name: '保存' }))
    await screen.findByText(/成绩和目标已保存/)
    const saved = await container.get<HttpApi>(HttpApi).call(studentInfo, {})
    expect(saved.loginUser.gkUserStudent?.math).toBe(131)
    expect(saved.loginUser.gkUserStudent?.total).toBe(118 + 131 + 121 + 85 + 82 + 80)
    await waitFor(() => expect(within(record).queryByText('有未保存的修改')).toBeNull())
    // The saved scores reset the batch: the batch chooser opens.
    await screen.findByRole('dialog', { name: '选择填报批次' })
  }, 120_000)

  it('refuses an out-of-range score with the profile rule beside the field and posts nothing', async () => {
    const user = userEvent.setup()
    const { container } = await signInNewStudent(user, '13700008002')
    await fillOrdinaryStudent(user, GOOD)
    await user.click(screen.getByRole('button', { name: '保存信息' }))
    await screen.findByRole('button', { name: '选择批次' })
    act(() => container.get<Navigator>(Navigator).go(paths.aiVolunteer()))
    const record = await screen.findByRole('region', { name: '考生信息' })
    const chinese = within(record).getByRole('spinbutton', { name: /^语文/ })
    await user.clear(chinese)
    await user.type(chinese, '180')
    await user.click(screen.getByRole('button', { name: '保存' }))
    await screen.findByText(/成绩未保存/)
    expect(within(record).getAllByRole('alert').length).toBeGreaterThan(0)
    const saved = await container.get<HttpApi>(HttpApi).call(studentInfo, {})
    expect(saved.loginUser.gkUserStudent?.chinese).toBe(118)
  }, 120_000)
})
