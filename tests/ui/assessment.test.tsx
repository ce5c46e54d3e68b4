// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { ServerDeps } from '../../server/ports/ServerDeps'
import type { MemoryBackend } from '@/adapters/fake/InMemoryHttpApi'
import { INVENTORY, INVENTORY_VERSION } from '@/core/domain/assessment/inventory'
import { paths } from '@/core/navigation/routeTable'
import { assessment_zh_CN } from '@/ui/i18n/assessment.zh_CN'
import { signInNewStudent, type User } from './profileSignIn'

afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

/** The demo backend's server deps, to read what the pages stored. */
const serverDeps = (backend: MemoryBackend) => (backend as unknown as { deps: ServerDeps }).deps

const go = async (path: string) => {
  await act(async () => {
    window.location.hash = `#${path}`
    await Promise.resolve()
  })
}

/** Answers every item: "非常喜欢" for the liked type, "喜欢" for the second, "不喜欢" for the rest, page by page. */
async function answerAll(user: User, liked: string, second: string) {
  for (let page = 0; page < 6; page++) {
    const items = INVENTORY.slice(page * 8, page * 8 + 8)
    for (const item of items) {
      const group = screen.getByRole('group', { name: new RegExp(assessment_zh_CN[`assess.item.${item.id}` as keyof typeof assessment_zh_CN]) })
      const choice = item.type === liked ? '非常喜欢' : item.type === second ? '喜欢' : '不喜欢'
      // A click on the radio itself (the label wraps it): what a keyboard or screen-reader user selects too.
      fireEvent.click(within(group).getByRole('radio', { name: choice }))
    }
    await user.click(screen.getByRole('button', { name: page < 5 ? '下一页' : '提交并查看结果' }))
  }
}

describe('the interest tests in demo mode', () => {
  it('选科测评: introduction, a page that cannot be left half answered, the result with the 35 combinations and a confirmed hand-over to AI志愿', async () => {
    const user = userEvent.setup()
    const { backend } = await signInNewStudent(user, '13900009001')
    await go(paths.xkcp())
    expect(await screen.findByRole('heading', { level: 1, name: '选科测评' })).toBeTruthy()
    await user.click(await screen.findByRole('button', { name: '开始测评' }))
    expect(screen.getByRole('heading', { name: '第1页 / 共6页' })).toBeTruthy()

    // Next with nothing answered: the page says so and keeps the student there.
    await user.click(screen.getByRole('button', { name: '下一页' }))
    expect((await screen.findByRole('alert')).textContent).toBe('本页还有题目没有回答')
    expect(screen.getByRole('heading', { name: '第1页 / 共6页' })).toBeTruthy()

    await answerAll(user, 'I', 'R')
    expect(await screen.findByRole('heading', { name: '你的兴趣类型' })).toBeTruthy()
    expect(screen.getByText('IRA')).toBeTruthy()
    const table = await screen.findByRole('table', { name: '35种选科组合可报的专业数' })
    expect(within(table).getAllByRole('row')).toHaveLength(36)
    // Our 2026 plan is the 物化生 export: 物化生 opens every programme of it and ranks first for an I-R student.
    expect(within(table).getAllByRole('row')[1].textContent).toContain('物理 + 化学 + 生物')
    expect(screen.getByText(/我们收录的是其中物理\+化学\+生物考生可报的部分/)).toBeTruthy()
    // Each figure says how sure it is: 物化生's all by the 2026 rules; the sample holds no earlier plan, so the
    // programmes the plan lacks are "规则未知", named once in the header and explained in the note.
    expect(screen.getByText('全部按2026年规则确定。')).toBeTruthy()
    expect(within(table).getByRole('columnheader', { name: '按2026年规则' })).toBeTruthy()
    expect(within(table).getByRole('columnheader', { name: '规则未知' })).toBeTruthy()
    expect(screen.getByText(/它们的具体要求我们没有数据，记为“规则未知”，不计入排名/)).toBeTruthy()

    // Hand-over: the three best-fitting classes are ticked; confirm adds them to the AI form's wanted majors.
    const add = screen.getByRole('button', { name: /加入AI志愿意向专业（3）/ })
    await user.click(add)
    const dialog = await screen.findByRole('dialog', { name: '加入AI志愿意向专业' })
    const names = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('span')?.textContent ?? '')
    expect(names).toHaveLength(3)
    await user.click(within(dialog).getByRole('button', { name: '确认加入' }))
    expect(await screen.findByText(new RegExp(`已加入：${names.join('、')}`))).toBeTruthy()
    const student = await serverDeps(backend).repos.users.byPhone('13900009001')
    expect(student?.isSelectOne).toBe(1)
    const target = await serverDeps(backend).volunteer.targets.get(student?.id ?? 0)
    expect(target?.major.split(',')).toEqual(names)
  }, 120_000)

  it('专业选择测试 reuses the answers of 选科测评 and ranks 专业类 with links to major detail; 重新测评 starts a fresh sheet', async () => {
    const user = userEvent.setup()
    await signInNewStudent(user, '13900009002')
    await go(paths.xkcp())
    await user.click(await screen.findByRole('button', { name: '开始测评' }))
    await answerAll(user, 'S', 'I')
    await screen.findByRole('heading', { name: '你的兴趣类型' })

    await go(paths.specialtySelectionTest())
    expect(await screen.findByRole('heading', { level: 1, name: '专业选择测试' })).toBeTruthy()
    await user.click(await screen.findByRole('button', { name: /^沿用.*选科测评的答案$/ }))
    // S 100, I 75 and the other four tied at 25: the third letter goes by R-I-A-S-E-C order.
    expect(await screen.findByText('SIR')).toBeTruthy()
    const ranking = screen.getByRole('list', { name: '专业类排名' })
    // 护理学类 (SIR) and 社会学类 (SIA) share their letters' fit; 护理学类's activities are all S but one I, 社会学类's one
    // S less: 84.3 against 83.3, shown with the decimal.
    const [first, second] = within(ranking).getAllByRole('listitem')
    expect([first.textContent, second.textContent]).toEqual([expect.stringContaining('护理学类'), expect.stringContaining('社会学类')])
    expect(within(first).getByText('84.3')).toBeTruthy()
    expect(within(second).getByText('83.3')).toBeTruthy()
    expect(within(first).getByRole('link', { name: '护理学' }).getAttribute('href')).toContain('/elseService/majorDetail?code=101101')

    await user.click(screen.getByRole('button', { name: '重新测评' }))
    expect(screen.getByRole('heading', { name: '第1页 / 共6页' })).toBeTruthy()
    expect(screen.getByText('已答 0 / 48 题')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '退出答题' }))
    await waitFor(() => expect(screen.getByText('SIR')).toBeTruthy())
  }, 120_000)

  it('加入AI志愿意向专业: a confirmation left open is not open again when the student comes back to the page (issue 37)', async () => {
    const user = userEvent.setup()
    const { backend } = await signInNewStudent(user, '13900009003')
    const deps = serverDeps(backend)
    const student = await deps.repos.users.byPhone('13900009003')
    const answers = INVENTORY.map((item) => (item.type === 'I' ? 5 : item.type === 'R' ? 4 : 2))
    await deps.repos.assessments.add({ userId: student?.id ?? 0, kind: 'major', version: INVENTORY_VERSION, answers, createdAt: Date.now() })
    const confirmation = () => screen.queryByRole('dialog', { name: '加入AI志愿意向专业' })

    await go(paths.specialtySelectionTest())
    await user.click(await screen.findByRole('button', { name: /加入AI志愿意向专业（3）/ }))
    expect(await screen.findByRole('dialog', { name: '加入AI志愿意向专业' })).toBeTruthy()
    // The browser's back button (or a link) leaves the page while the dialog is open.
    await go(paths.xkcp())
    expect(await screen.findByRole('heading', { level: 1, name: '选科测评' })).toBeTruthy()
    await waitFor(() => expect(confirmation()).toBeNull())

    await go(paths.specialtySelectionTest())
    expect(await screen.findByRole('list', { name: '专业类排名' })).toBeTruthy()
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(confirmation()).toBeNull()
    // Asked again, it opens again: once per request, not once per visit.
    await user.click(screen.getByRole('button', { name: /加入AI志愿意向专业（3）/ }))
    expect(await screen.findByRole('dialog', { name: '加入AI志愿意向专业' })).toBeTruthy()
  }, 120_000)
})
