// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { HttpApi, Navigator } from '@/ports'
import { aiTarget } from '@/ports/api/aiMsg'
import type { AiVolunteerViewModel } from '@/ui/volunteer/AiVolunteerViewModel'
import { VolunteerTokens } from '@/ui/volunteer/volunteerTokens'
import { studentWithBatch } from './volunteerStudent'
import { paths } from '@/core/navigation/routeTable'

afterEach(cleanup)

const AI = paths.aiVolunteer()
const checked = (el: HTMLElement) => el.getAttribute('aria-checked') === 'true'
const pressed = (el: HTMLElement) => el.getAttribute('aria-pressed') === 'true'

describe('the AI form asks what the family decides by (demo mode)', () => {
  it('starts from the defaults, saves the preferences with the target and reads them back', async () => {
    const user = userEvent.setup()
    const { container } = await studentWithBatch(user, '13700009101')
    await screen.findByText('当前填报批次：普通类第一段')
    act(() => container.get<Navigator>(Navigator).go(AI))
    await screen.findByRole('heading', { name: 'AI志愿' })
    // 物理 · 化学 · 技术: our plan holds the 物化生 export only, and the form says which part is missing.
    const missing = await screen.findByRole('note', { name: '招生计划缺少部分专业' })
    expect(missing.textContent).toContain('技术')

    const prefs = screen.getByRole('region', { name: '填报偏好' })
    expect(checked(within(prefs).getByRole('radio', { name: /^学校优先/ }))).toBe(true)
    expect(checked(within(prefs).getByRole('radio', { name: '不限' }))).toBe(true)
    // 定向 and 中外合作 are ruled out until the student opts in.
    expect(checked(within(prefs).getByRole('switch', { name: '接受定向培养' }))).toBe(false)
    expect(checked(within(prefs).getByRole('switch', { name: '接受中外合作与出国学习' }))).toBe(false)

    await user.click(within(prefs).getByRole('radio', { name: /^专业优先/ }))
    await user.click(within(prefs).getByRole('radio', { name: '211' }))
    await user.click(within(prefs).getByRole('button', { name: '医学' }))
    await user.click(within(prefs).getByRole('switch', { name: '接受中外合作与出国学习' }))
    await user.type(within(prefs).getByLabelText('学费上限（元/年）'), '20000')
    await user.click(within(prefs).getByRole('button', { name: /滑档风险上限/ }))
    await user.click(await screen.findByRole('option', { name: '2%' }))

    const majors = screen.getByRole('region', { name: '目标专业' })
    await user.type(within(majors).getByLabelText('搜索专业目录'), '计算机')
    await user.click(await within(majors).findByRole('button', { name: '计算机类（整类）' }))
    const num = within(majors).getByRole('spinbutton', { name: '计算机类 志愿数' })
    await user.clear(num)
    await user.type(num, '6')

    const places = screen.getByRole('region', { name: '地区偏好' })
    await user.click(within(within(places).getByRole('toolbar', { name: '省份' })).getByRole('button', { name: '浙江' }))
    await user.click(within(places).getByRole('radio', { name: '不想去' }))
    await user.type(within(places).getByLabelText('搜索城市'), '北京')
    await user.click(within(within(places).getByRole('toolbar', { name: '城市' })).getByRole('button', { name: '北京' }))
    expect(within(places).getByRole('group', { name: '已选地区' }).textContent).toMatch(/想去浙江.*不想去北京/)

    await user.click(screen.getByRole('button', { name: '保存' }))
    await screen.findByText('目标已保存')
    const saved = await container.get<HttpApi>(HttpApi).call(aiTarget, {})
    expect(saved).toMatchObject({ major: '计算机类', province: '浙江', maxTuition: 20000, excludeSinoForeign: false })
    expect(JSON.parse(saved!.jsonList)).toEqual([{ name: '计算机类', code: expect.stringMatching(/^\d{4}$/) as unknown, num: 6 }])
    expect(saved!.prefs).toEqual({
      priority: 'major',
      avoid: ['directed', 'minorityOnly', 'medical'],
      avoidProvinces: [],
      cities: [],
      avoidCities: ['北京'],
      schoolLevel: '211',
      maxSlipRisk: 0.02,
      rows: 80,
      reachRows: 24,
      placeOnly: false,
      vocational: true,
    })

    // Opening the form again (a new session reads the saved target): an unsaved change gives way to what was saved.
    await user.click(within(prefs).getByRole('radio', { name: '985' }))
    await act(() => container.get<AiVolunteerViewModel>(VolunteerTokens.aiForm).load())
    const again = screen.getByRole('region', { name: '填报偏好' })
    await waitFor(() => expect(checked(within(again).getByRole('radio', { name: '211' }))).toBe(true))
    expect(checked(within(again).getByRole('radio', { name: /^专业优先/ }))).toBe(true)
    expect(pressed(within(again).getByRole('button', { name: '医学' }))).toBe(true)
    expect(checked(within(again).getByRole('switch', { name: '接受中外合作与出国学习' }))).toBe(true)
    expect(within(screen.getByRole('region', { name: '地区偏好' })).getByRole('group', { name: '已选地区' }).textContent).toMatch(/想去浙江.*不想去北京/)
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: '计算机类 志愿数' }).value).toBe('6')
  }, 180_000)
  it('keeps the choices still while the saved target is on its way, so a click is never undone by its arrival', async () => {
    const user = userEvent.setup()
    const { backend, container } = await studentWithBatch(user, '13700009104')
    await screen.findByText('当前填报批次：普通类第一段')
    // The saved target (aiTarget) answers only when released, as on a slow connection.
    let release = () => {}
    const arrived = new Promise<void>((resolve) => (release = resolve))
    const dispatch = backend.dispatch.bind(backend)
    backend.dispatch = async (endpoint, raw, ctx) => {
      if (endpoint.name === aiTarget.name) await arrived
      return dispatch(endpoint, raw, ctx)
    }
    act(() => container.get<Navigator>(Navigator).go(AI))
    const prefs = await screen.findByRole('region', { name: '填报偏好' })
    const vocational = within(prefs).getByRole('switch', { name: '一段专科兜底' })
    expect(checked(vocational)).toBe(true)
    expect(vocational.closest('fieldset')?.disabled).toBe(true)
    await user.click(vocational)
    expect(checked(vocational)).toBe(true)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '生成志愿' }).disabled).toBe(true)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '保存' }).disabled).toBe(true)

    release()
    await waitFor(() => expect(vocational.closest('fieldset')?.disabled).toBe(false))
    await user.click(vocational)
    expect(checked(vocational)).toBe(false)
    expect(within(prefs).getByText(/^只填本科：本科都没录取时滑到第二段/)).toBeTruthy()
  }, 180_000)
})
