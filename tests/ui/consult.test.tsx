// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Container } from 'inversify'
import { afterEach, describe, expect, it } from 'vitest'
import type { MemoryBackend } from '@/adapters/fake/InMemoryHttpApi'
import { paths } from '@/core/navigation/routeTable'
import { Navigator } from '@/ports'
import type { AppStore } from '@/ui/stores/AppStore'
import type { LanguageStore } from '@/ui/stores/LanguageStore'
import { UiTokens } from '@/ui/tokens'
import type { ServerDeps } from '../../server/ports/ServerDeps'
import { renderDemoApp } from './renderDemoApp'
import type { User } from './profileSignIn'
import { studentWithBatch } from './volunteerStudent'

afterEach(cleanup)

const deps = (backend: MemoryBackend) => (backend as unknown as { deps: ServerDeps }).deps
const go = (container: Container, path: string) => act(() => container.get<Navigator>(Navigator).go(path))

async function addExpert(backend: MemoryBackend, name: string, accepting = true) {
  return deps(backend).repos.experts.add(
    {
      name,
      title: '高级志愿规划师',
      years: 9,
      specialities: ['新高考选科', '三位一体'],
      bio: '长期为浙江考生做志愿规划，熟悉投档规则与院校专业。',
      availability: '工作日 19:00-21:00',
      accepting,
      visible: true,
      sort: 0,
    },
    0,
  )
}

/** Signs in through the open login dialog by SMS (demo mode shows the code to the backend). */
async function signInByDialog(user: User, backend: MemoryBackend, phone: string) {
  const dialog = await screen.findByRole('dialog', { name: '欢迎使用' })
  await user.click(within(dialog).getByRole('tab', { name: '登录/注册' }))
  await user.type(within(dialog).getByLabelText('手机号'), phone)
  await user.click(within(dialog).getByRole('button', { name: '获取验证码' }))
  await waitFor(() => expect(backend.sms.lastCode(phone)).toBeTruthy())
  await user.type(within(dialog).getByLabelText('短信验证码'), backend.sms.lastCode(phone) ?? '')
  await user.click(within(dialog).getByRole('checkbox', { name: /我已阅读注意事项/ }))
  await user.click(within(dialog).getByRole('button', { name: '登录/注册' }))
}

describe('专家咨询 (issue 12)', () => {
  it('tells a visitor plainly that no expert is listed yet, and where to go meanwhile', async () => {
    await renderDemoApp(paths.expert())
    expect(await screen.findByRole('heading', { name: '暂无可预约的专家' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'AI志愿' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '预约咨询' })).toBeNull()
    // Nobody to book: no invitation to sign in for it either.
    expect(screen.queryByRole('region', { name: '我的预约' })).toBeNull()
  })

  it('asks a visitor to sign in on 预约, then books, shows 已提交 and lets the student cancel it', async () => {
    const user = userEvent.setup()
    const { backend, container } = await renderDemoApp(paths.about())
    await addExpert(backend, '王老师')
    await addExpert(backend, '李老师', false)
    go(container, paths.expert())
    expect(await screen.findByRole('heading', { name: '王老师' })).toBeTruthy()
    expect(screen.getByText('暂停预约')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: '预约王老师' }))
    await signInByDialog(user, backend, '13700001201')
    const dialog = await screen.findByRole('dialog', { name: '预约专家咨询' })
    // The chosen expert is preselected; only experts taking bookings are offered.
    const expert = within(dialog).getByLabelText<HTMLSelectElement>('咨询专家')
    expect(expert.selectedOptions[0].textContent).toBe('王老师 · 高级志愿规划师')
    expect([...expert.options].map((o) => o.textContent)).toEqual(['不指定，由平台安排', '王老师 · 高级志愿规划师'])
    expect(within(dialog).getByLabelText<HTMLInputElement>('手机号').value).toBe('13700001201')

    // The server's own rule, before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: '提交预约' }))
    for (const problem of ['请填写联系人姓名', '请选择明天起30天内的日期', '请选择希望联系的时段', '请描述您的问题（至少10个字）'])
      expect(within(dialog).getByText(problem)).toBeTruthy()
    expect(within(dialog).getByLabelText('联系人').getAttribute('aria-invalid')).toBe('true')

    await user.type(within(dialog).getByLabelText('联系人'), '张同学家长')
    const day = within(dialog).getByLabelText<HTMLSelectElement>('希望联系日期')
    expect(day.options).toHaveLength(31)
    await user.selectOptions(day, day.options[1].value)
    await user.click(within(dialog).getByRole('radio', { name: '晚上 19:00–21:00' }))
    await user.type(within(dialog).getByLabelText('您的问题'), '物化技，位次一万五，想冲浙大还是稳浙工大？')
    expect(within(dialog).getByText('21/500')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: '提交预约' }))

    await waitFor(() => expect(screen.queryByRole('dialog', { name: '预约专家咨询' })).toBeNull())
    const mine = await screen.findByRole('region', { name: '我的预约' })
    expect(await within(mine).findByText('已提交')).toBeTruthy()
    expect(within(mine).getByText('王老师')).toBeTruthy()
    expect(within(mine).getByText('物化技，位次一万五，想冲浙大还是稳浙工大？')).toBeTruthy()
    expect((await deps(backend).repos.consultations.list({ limit: 10 }))[0]).toMatchObject({ contactName: '张同学家长', preferredPeriod: 'evening' })

    await user.click(within(mine).getByRole('button', { name: '取消预约' }))
    const confirm = await screen.findByRole('dialog', { name: '取消这次预约？' })
    await user.click(within(confirm).getByRole('button', { name: '确定取消' }))
    expect(await within(mine).findByText('已取消')).toBeTruthy()
    expect(within(mine).queryByRole('button', { name: '取消预约' })).toBeNull()
  })

  it('shows the operator’s note and hides 取消预约 once the team has called', async () => {
    const user = userEvent.setup()
    const { backend, container } = await renderDemoApp(paths.about())
    await addExpert(backend, '王老师')
    go(container, paths.expert())
    await user.click(await screen.findByRole('button', { name: '预约咨询' }))
    await signInByDialog(user, backend, '13700001202')
    const dialog = await screen.findByRole('dialog', { name: '预约专家咨询' })
    expect(within(dialog).getByLabelText<HTMLSelectElement>('咨询专家').value).toBe('')
    await user.type(within(dialog).getByLabelText('联系人'), '陈家长')
    const day = within(dialog).getByLabelText<HTMLSelectElement>('希望联系日期')
    await user.selectOptions(day, day.options[2].value)
    await user.click(within(dialog).getByRole('radio', { name: '上午 9:00–12:00' }))
    await user.type(within(dialog).getByLabelText('您的问题'), '三位一体和统招可以同时报名吗？')
    await user.click(within(dialog).getByRole('button', { name: '提交预约' }))
    const mine = await screen.findByRole('region', { name: '我的预约' })
    expect(await within(mine).findByText('由平台安排老师')).toBeTruthy()

    const [booking] = await deps(backend).repos.consultations.list({ limit: 1 })
    await deps(backend).repos.consultations.setStatus(booking.id, { from: 'submitted', to: 'contacted', note: '已约周六上午电话', at: booking.createdAt + 1 })
    go(container, paths.about())
    go(container, paths.expert())
    await act(() => container.get<AppStore>(UiTokens.app).refreshUser())
    expect(await within(await screen.findByRole('region', { name: '我的预约' })).findByText('已联系')).toBeTruthy()
    expect(screen.getByText('老师留言：已约周六上午电话')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '取消预约' })).toBeNull()
  })
})

describe('专家咨询 in zh_TW (issue 12)', () => {
  it('shows the operator’s simplified text in Taiwan characters and the page’s own words in Taiwan usage', async () => {
    const { backend, container } = await renderDemoApp(paths.about())
    await addExpert(backend, '王晓梅')
    act(() => container.get<LanguageStore>(UiTokens.language).set('zh_TW'))
    go(container, paths.expert())
    expect(await screen.findByRole('heading', { name: '王曉梅' })).toBeTruthy()
    expect(screen.getByText('高級志願規劃師')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '專家一對一諮詢' })).toBeTruthy()
  })
})

describe('合作申请 /codeForm (issue 12)', () => {
  it('checks the form, stores it and thanks the visitor, with no floating AI button', async () => {
    const user = userEvent.setup()
    const { backend } = await renderDemoApp(paths.codeForm())
    await screen.findByRole('heading', { name: '合作申请' })
    expect(screen.queryByRole('button', { name: 'AI 问答' })).toBeNull()
    await user.click(screen.getByRole('button', { name: '提交申请' }))
    for (const problem of ['请填写单位名称（至少2个字）', '请填写联系人姓名', '请输入正确的手机号', '请填写所在城市', '请选择合作类型'])
      expect(screen.getByText(problem)).toBeTruthy()
    await user.type(screen.getByLabelText('单位名称'), '杭州市某中学')
    await user.type(screen.getByLabelText('联系人'), '陈老师')
    await user.type(screen.getByLabelText('手机号'), '13900000001')
    await user.type(screen.getByLabelText('所在城市'), '杭州')
    await user.click(screen.getByRole('radio', { name: '学校' }))
    await user.type(screen.getByLabelText('合作说明（选填）'), '希望为高三家长开一场志愿讲座')
    await user.click(screen.getByRole('button', { name: '提交申请' }))
    expect(await screen.findByRole('heading', { name: '提交成功，感谢您的关注！' })).toBeTruthy()
    expect(screen.getByText('我们已收到杭州市某中学的合作申请，会尽快通过 13900000001 与陈老师联系。')).toBeTruthy()
    expect(await deps(backend).repos.cooperations.list(5)).toMatchObject([
      { organisation: '杭州市某中学', kind: 'school', message: '希望为高三家长开一场志愿讲座' },
    ])
    await user.click(screen.getByRole('button', { name: '再提交一份' }))
    expect(screen.getByLabelText<HTMLInputElement>('单位名称').value).toBe('')
  })
})

describe('尊享版 greeting /superVipHello (issue 12)', () => {
  it('offers 尊享版 to a student without it, then greets a member with the term of the paid order and the four pages', async () => {
    const user = userEvent.setup()
    const { backend, container } = await studentWithBatch(user, '13700001203')
    go(container, paths.superVipHello())
    expect(await screen.findByRole('heading', { name: '尊享版会员' })).toBeTruthy()
    expect(await screen.findByText(/¥298\/年 · 开通后 365 天内有效|限时体验：现在开通无需付款，365 天内有效/)).toBeTruthy()
    expect(screen.queryByRole('link', { name: /立即使用/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: '开通尊享版' }))
    const pay = await screen.findByRole('dialog', { name: '开通服务' })
    expect((await within(pay).findByRole('radio', { name: /尊享版会员/ })).getAttribute('aria-checked')).toBe('true')
    await user.click(within(pay).getAllByRole('button', { name: '关闭' })[0])

    // A paid order of the 尊享版 item, as the payment path settles it.
    const app = container.get<AppStore>(UiTokens.app)
    const userId = app.user!.id
    const item = (await deps(backend).pay.memberships.list('1')).find((m) => m.services === '1')!
    const paidAt = Date.UTC(2026, 5, 25, 8)
    const created = await deps(backend).pay.orders.create(
      {
        outTradeNo: 'GKTEST0000000001',
        userId,
        membershipId: item.id,
        subject: item.name,
        priceFen: item.priceFen,
        discountFen: 0,
        totalFen: item.priceFen,
        couponId: null,
        couponCode: null,
        method: 'wx',
        gateway: 'sandbox',
        services: item.services,
        checks: 0,
        validDays: 365,
        createdAt: paidAt,
        timeExpire: paidAt + 1_800_000,
      },
      null,
      paidAt,
    )
    expect(created.ok).toBe(true)
    await deps(backend).pay.orders.settlePaid(
      'GKTEST0000000001',
      { providerTradeNo: 'T1', paidAt, validUntil: paidAt + 365 * 86_400_000 },
      { isSuperVip: 1, addChecks: 0 },
      'isSuperVip=1',
    )
    await act(() => app.refreshUser())
    expect(await screen.findByRole('heading', { name: '欢迎成为尊享版会员' })).toBeTruthy()
    expect(await screen.findByText('有效期至 2027年6月25日')).toBeTruthy()
    const open = screen.getAllByRole('link', { name: /立即使用/ })
    expect(open.map((link) => link.getAttribute('href'))).toEqual([
      `#${paths.referralProgram()}`,
      `#${paths.intention()}`,
      `#${paths.plans()}`,
      `#${paths.volunteerCheck()}`,
    ])
  })

  it('says where the term is written when 尊享版 came without an order (an operator’s grant)', async () => {
    const user = userEvent.setup()
    const { backend, container } = await studentWithBatch(user, '13700001204')
    const app = container.get<AppStore>(UiTokens.app)
    await deps(backend).repos.users.setEntitlements(app.user!.id, { isSuperVip: 1 })
    await act(() => app.refreshUser())
    go(container, paths.superVipHello())
    expect(await screen.findByRole('heading', { name: '欢迎成为尊享版会员' })).toBeTruthy()
    expect(await screen.findByText('有效期以开通记录为准（在个人信息的“我的订单”中查看）')).toBeTruthy()
  })
})

describe('关于我们 (issue 12)', () => {
  it('says who we are, names every data source with its link, how probabilities are made and their limits', async () => {
    await renderDemoApp(paths.about())
    for (const heading of ['我们是谁', '我们使用的数据', '录取概率是怎么算的', '局限与提醒', '联系我们'])
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy()
    const official = screen.getAllByRole('link', { name: '官方网站' })
    expect(official.map((a) => a.getAttribute('href'))).toContain('https://www.zjzs.net/')
    expect(official.every((a) => a.getAttribute('rel') === 'noopener noreferrer')).toBe(true)
    expect(screen.getByRole('link', { name: 'yjkxcy/baokaochaxun' }).getAttribute('href')).toBe('https://github.com/yjkxcy/baokaochaxun')
    expect(screen.getByText(/保 ≥ 99%，稳 50%–99%，冲 15%–50%/)).toBeTruthy()
    expect(screen.getByRole('link', { name: '预约专家咨询' }).getAttribute('href')).toBe(`#${paths.expert()}`)
  })
})
