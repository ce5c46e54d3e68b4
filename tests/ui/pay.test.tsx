// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Container } from 'inversify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UseCases } from '@/composition/useCases'
import { Navigator } from '@/ports'
import type { PayViewModel } from '@/ui/pay/PayViewModel'
import { PayTokens } from '@/ui/pay/payTokens'
import type { AppStore } from '@/ui/stores/AppStore'
import { UiTokens } from '@/ui/tokens'
import type { ServerDeps } from '../../server/ports/ServerDeps'
import type { MemoryBackend } from '@/adapters/fake/InMemoryHttpApi'
import { renderDemoApp } from './renderDemoApp'
import { GOOD, studentWithBatch } from './volunteerStudent'
import { paths } from '@/core/navigation/routeTable'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const serverDeps = (backend: MemoryBackend) => (backend as unknown as { deps: ServerDeps }).deps

async function addCoupon(backend: MemoryBackend, code: string, discountFen: number) {
  await serverDeps(backend).pay.coupons.create({
    code,
    discountFen,
    memberships: [],
    startsAt: null,
    endsAt: null,
    perUserLimit: 1,
    totalLimit: null,
    active: true,
    createdAt: 0,
  })
}

const go = (container: Container, path: string) => act(() => container.get<Navigator>(Navigator).go(path))

/** The reload after a success is the browser's; here it is only counted. */
const countReloads = (container: Container) => vi.spyOn(container.get<Navigator>(Navigator), 'reload').mockImplementation(() => undefined)

describe('buying a service in demo mode', () => {
  it('opens from the 尊享版 paywall, applies a coupon, pays by the WeChat QR in the sandbox and unlocks the page', async () => {
    const user = userEvent.setup()
    const { container, backend } = await studentWithBatch(user, '13700009101', GOOD)
    await addCoupon(backend, 'WELCOME20', 2000)
    const reloads = countReloads(container)

    go(container, paths.referralProgram())
    const dialog = await screen.findByRole('dialog', { name: '开通服务' })
    const premier = await within(dialog).findByRole('radio', { name: /尊享版会员/ })
    expect(premier.getAttribute('aria-checked')).toBe('true')
    expect(within(dialog).getByRole('radiogroup', { name: '服务' })).toBeTruthy()
    expect(within(dialog).getByRole('radiogroup', { name: '热门套餐' })).toBeTruthy()
    expect(within(dialog).getByTestId('payable').textContent).toBe('¥298.00')

    const code = within(dialog).getByRole('textbox', { name: '优惠码' })
    await user.type(code, 'ab')
    await user.click(within(dialog).getByRole('button', { name: '验证' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('请输入正确的优惠码！')
    await user.type(code, 'c')
    await user.click(within(dialog).getByRole('button', { name: '去支付' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('请先使用优惠码！')
    await user.click(within(dialog).getByRole('button', { name: '验证' }))
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/优惠码/)

    await user.clear(code)
    await user.type(code, 'welcome20')
    await user.click(within(dialog).getByRole('button', { name: '验证' }))
    expect((await within(dialog).findByTestId('coupon-discount')).textContent).toBe('−¥20.00')
    expect(within(dialog).getByTestId('payable').textContent).toBe('¥278.00')
    // 取消使用 drops it; applied again for the order.
    await user.click(within(dialog).getByRole('button', { name: '取消使用' }))
    expect(within(dialog).getByTestId('payable').textContent).toBe('¥298.00')
    await user.type(within(dialog).getByRole('textbox', { name: '优惠码' }), 'WELCOME20')
    await user.click(within(dialog).getByRole('button', { name: '验证' }))
    await within(dialog).findByTestId('coupon-discount')

    expect(
      within(dialog)
        .getByRole('radio', { name: /微信支付/ })
        .getAttribute('aria-checked'),
    ).toBe('true')
    await user.click(within(dialog).getByRole('button', { name: '去支付' }))
    const qr = await screen.findByRole('dialog', { name: /微信扫码支付/ })
    const image = await within(qr).findByRole('img', { name: '微信支付二维码，金额 ¥278.00' })
    const url = image.getAttribute('data-qr-text') ?? ''
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/#\/pay\/sandbox\?no=\w+$/)
    expect(within(qr).getByText(/沙箱模式/)).toBeTruthy()

    await user.click(within(qr).getByRole('button', { name: '完成支付' }))
    expect((await within(qr).findByRole('alert')).textContent).toMatch(/还没有收到付款/)

    // The phone's part: the sandbox page's 确认支付, through the same use case the page calls.
    const no = new URL(url.replace('#/', '')).searchParams.get('no') ?? ''
    const settled = await container.get<UseCases>(UseCases).settleSandboxOrder(no, 'pay')
    expect(settled).toEqual({ ok: true, value: 'paid' })

    await user.click(within(qr).getByRole('button', { name: '完成支付' }))
    await screen.findByText('支付成功，服务已开通')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '开通服务' })).toBeNull())
    await waitFor(() => expect(reloads).toHaveBeenCalledTimes(1), { timeout: 2000 })

    // What the reload shows: the unlocked page (with its 严重提醒).
    await act(() => container.get<AppStore>(UiTokens.app).refreshUser())
    await screen.findByRole('dialog', { name: '严重提醒' })
    expect(screen.queryByRole('heading', { name: '该功能需要“尊享版会员”' })).toBeNull()

    // 我的订单 lists it.
    go(container, `${paths.profile()}?tab=orders`)
    const row = await screen.findByTestId('order-row')
    expect(within(row).getByRole('rowheader').textContent).toMatch(/尊享版会员/)
    expect(row.textContent).toContain('¥278.00')
    expect(row.textContent).toContain('−¥20.00')
    expect(row.textContent).toContain('已支付')
    expect(row.textContent).toContain('微信支付')

    // Issue 35: bought once, it cannot be chosen again; what 尊享版 includes says so, not 已购买.
    act(() => container.get<PayViewModel>(PayTokens.pay).request(3))
    const again = await screen.findByRole('dialog', { name: '开通服务' })
    const card = async (name: RegExp) => within(again).findByRole('radio', { name })
    expect((await card(/尊享版会员/)).getAttribute('aria-disabled')).toBe('true')
    expect((await card(/尊享版会员/)).textContent).toContain('已购买')
    expect((await card(/志愿审核 10次/)).textContent).toContain('尊享版已含')
    expect((await card(/志愿审核 10次/)).textContent).not.toContain('已购买')
    expect((await card(/尊享版 \+ 三位一体/)).textContent).toContain('含已拥有的服务')
    expect((await card(/三位一体服务/)).getAttribute('aria-disabled')).not.toBe('true')
  }, 120_000)

  it('pays by Alipay in a window opened inside the click, then confirms with 完成支付', async () => {
    const user = userEvent.setup()
    const { container } = await studentWithBatch(user, '13700009102', GOOD)
    const reloads = countReloads(container)
    const popup = { location: { href: 'about:blank' }, opener: {} as unknown, close: vi.fn() }
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)

    go(container, paths.plans())
    const dialog = await screen.findByRole('dialog', { name: '开通服务' })
    await within(dialog).findByRole('radio', { name: /尊享版会员/ })
    await user.click(within(dialog).getByRole('radio', { name: /支付宝/ }))
    await user.click(within(dialog).getByRole('button', { name: '去支付' }))
    const confirm = await screen.findByRole('dialog', { name: /支付宝支付/ })
    expect(within(confirm).getByText('请在弹出的窗口中完成支付')).toBeTruthy()
    expect(open).toHaveBeenCalledTimes(1)
    expect(popup.opener).toBeNull()
    expect(popup.location.href).toMatch(/#\/pay\/sandbox\?no=\w+$/)

    const no = new URL(popup.location.href.replace('#/', '')).searchParams.get('no') ?? ''
    await container.get<UseCases>(UseCases).settleSandboxOrder(no, 'pay')
    await user.click(within(confirm).getByRole('button', { name: '完成支付' }))
    await screen.findByText('支付成功，服务已开通')
    await waitFor(() => expect(reloads).toHaveBeenCalledTimes(1), { timeout: 2000 })
  }, 120_000)

  it('shows the sandbox page without a sign-in, and settles the order there', async () => {
    const user = userEvent.setup()
    const { container } = await studentWithBatch(user, '13700009103', GOOD)
    const app = container.get<AppStore>(UiTokens.app)
    const userId = app.user?.id ?? 0
    const items = await container.get<UseCases>(UseCases).loadMemberships(userId)
    const checks = items.ok ? items.value.find((item) => item.name === '志愿审核 10次') : undefined
    const order = await container.get<UseCases>(UseCases).placeOrder({ method: 'wx', itemId: checks?.id ?? 0, userId })
    if (!order.ok || !order.value) throw new Error(`no order: ${JSON.stringify(order)}`)
    await act(() => app.signOut())

    go(container, paths.paySandbox(order.value.outTradeNo))
    const page = await screen.findByRole('region', { name: '模拟付款' })
    expect(within(page).getByText('沙箱支付')).toBeTruthy()
    expect(await within(page).findByText('志愿审核 10次')).toBeTruthy()
    expect(within(page).getByTestId('sandbox-amount').textContent).toBe('¥49.00')
    expect(within(page).getByText('等待付款')).toBeTruthy()
    // No floating AI button on a page a phone opens.
    expect(screen.queryByRole('button', { name: 'AI 问答' })).toBeNull()
    await user.click(within(page).getByRole('button', { name: '确认支付' }))
    expect(await within(page).findByText('支付成功，请返回原页面点击『完成支付』')).toBeTruthy()
    expect(within(page).queryByRole('button', { name: '确认支付' })).toBeNull()

    go(container, paths.payReturn())
    expect(await screen.findByRole('heading', { name: '支付页面已返回' })).toBeTruthy()
  }, 120_000)

  it('sends a signed-out visitor to the login dialog instead of the purchase dialog', async () => {
    const { container } = await renderDemoApp(paths.home())
    await screen.findByRole('button', { name: '登录/注册' })
    act(() => container.get<PayViewModel>(PayTokens.pay).request(2))
    await screen.findByRole('dialog', { name: '欢迎使用' })
    expect(screen.queryByRole('dialog', { name: '开通服务' })).toBeNull()
  })
})
