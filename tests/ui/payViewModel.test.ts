import { describe, expect, it, vi } from 'vitest'
import { SimpleEventBus } from '@/adapters/events/SimpleEventBus'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { RecordingNavigator } from '@/adapters/fake/RecordingNavigator'
import { RecordingToast } from '@/adapters/fake/RecordingToast'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'
import { paymentUseCases } from '@/composition/useCases'
import { RELOAD_DELAY_MS } from '@/core/pay/reloadAfterPayment'
import { ApiError } from '@/ports/HttpApi'
import type { PayWindow } from '@/ports/PayWindows'
import {
  aliPay,
  membershipList,
  orderStatus,
  rechargeHistory,
  sandboxOrder,
  sandboxSettle,
  verifyCoupon,
  wxPayQr,
  type MembershipItem,
  type OrderRow,
  type PayResult,
} from '@/ports/api/pay'
import { apiMessage } from '@/ports/api/messages'
import { OrdersViewModel } from '@/ui/pay/OrdersViewModel'
import { PayViewModel } from '@/ui/pay/PayViewModel'
import { SandboxViewModel } from '@/ui/pay/SandboxViewModel'
import { useCasesOn } from '../support/useCasesOn'
import { anOrderRow } from '../support/builders'

const translate = (key: string) => key

function item(id: number, overrides: Partial<MembershipItem> = {}): MembershipItem {
  return {
    id,
    name: `item ${id}`,
    price: 298,
    type: 1,
    service: '1',
    checks: 0,
    validDays: 365,
    slogan: null,
    failure: null,
    style: null,
    isBuy: 0,
    label: null,
    status: '1',
    ...overrides,
  }
}

/** 尊享版 (service 1), 智能审核 (3), 三位一体 (5) and a package of 1,3,5; 基础版 (2) already bought. */
const LIST = [
  item(1, { name: '尊享版', service: '1' }),
  item(2, { name: '基础版', service: '2', isBuy: 1, label: 'bought' }),
  item(3, { name: '智能审核', service: '3', price: 20, checks: 3 }),
  item(5, { name: '三位一体', service: '5', price: 98 }),
  item(9, { name: '全能套餐', type: 2, service: '1,3,5', price: 368, failure: '416' }),
]

const order = (status: OrderRow['status']) => anOrderRow({ status, discountAmount: 20, couponCode: 'WELCOME20' })

const qrOrder: PayResult = { code_url: '/#/pay/sandbox?no=T20260625000001', outTradeNo: 'T20260625000001', sandbox: true, totalAmount: 278 }

function setup(options: { signedIn?: boolean; api?: ScriptedHttpApi; path?: string; popup?: PayWindow | null } = {}) {
  const api =
    options.api ??
    new ScriptedHttpApi()
      .reply(membershipList, () => LIST)
      .reply(verifyCoupon, (input) =>
        input.couponCode === 'WELCOME20' ? 20 : input.couponCode === 'HUGE' ? 500 : new ApiError(1, apiMessage('pay.couponUnusable', 'zh_CN')),
      )
  const events = new SimpleEventBus()
  const navigator = new RecordingNavigator(options.path ?? '/premierEdition/referralProgram')
  const toast = new RecordingToast()
  const opened: string[] = []
  const popup: PayWindow | null =
    options.popup === undefined
      ? {
          go: (url) => opened.push(url),
          close: () => opened.push('closed'),
        }
      : options.popup
  const logins: unknown[] = []
  events.on('openLogin', (payload) => logins.push(payload))
  const clock = new ManualClock()
  const windows = { open: () => popup, page: () => ({ origin: 'https://gk.example.cn', pathname: '/' }) }
  const vm = new PayViewModel({
    ...useCasesOn(api, navigator),
    ...paymentUseCases({ api, navigator, windows, timer: clock }),
    events,
    navigator,
    toast,
    translate,
    userId: () => (options.signedIn === false ? null : 7),
  })
  return { api, vm, events, navigator, toast, opened, logins, clock }
}

describe('the purchase dialog: coupon and payment', () => {
  it('opens on openPayModal with the paywall service preselected, in two groups', async () => {
    const { vm, events } = setup()
    events.emit('openPayModal', { type: 3 })
    await vi.waitFor(() => expect(vm.items).toHaveLength(5))
    expect(vm.open).toBe(true)
    expect(vm.selected?.name).toBe('智能审核')
    expect(vm.services.map((i) => i.id)).toEqual([1, 2, 3, 5])
    expect(vm.packages.map((i) => i.id)).toEqual([9])
    expect(vm.payableFen).toBe(2000)
  })

  it('preselects the super membership for the 尊享版 paywall and 三位一体 for type 4', async () => {
    const { vm } = setup()
    await vm.show(2)
    expect(vm.selected?.name).toBe('尊享版')
    vm.close()
    await vm.show(4)
    expect(vm.selected?.name).toBe('三位一体')
  })

  it('sends a signed-out visitor to the login dialog instead', async () => {
    const { vm, events, logins, api } = setup({ signedIn: false })
    events.emit('openPayModal', { type: 2 })
    await Promise.resolve()
    expect(vm.open).toBe(false)
    expect(logins).toEqual([{ tab: 'password' }])
    expect(api.calls).toEqual([])
  })

  it('keeps a bought item unselectable', async () => {
    const { vm } = setup()
    await vm.show(2)
    vm.select(2)
    expect(vm.selected?.id).toBe(1)
  })

  it('refuses a code shorter than 3 before asking the server, then applies a good one and cancels it', async () => {
    const { vm, api } = setup()
    await vm.show(2)
    vm.typeCoupon('ab')
    await vm.verifyCoupon()
    expect(vm.couponMessage).toBe('pay.couponShort')
    expect(api.callsTo('verifyCoupon')).toHaveLength(0)

    vm.typeCoupon(' WELCOME20 ')
    expect(vm.couponMessage).toBe('')
    await vm.verifyCoupon()
    expect(api.callsTo('verifyCoupon')[0].input).toEqual({ couponCode: 'WELCOME20', orderType: 1, userId: 7 })
    expect(vm.coupon).toEqual({ status: 'applied', code: 'WELCOME20', discountFen: 2000 })
    expect(vm.discountFen).toBe(2000)
    expect(vm.payableFen).toBe(27800)

    vm.cancelCoupon()
    expect(vm.coupon.status).toBe('none')
    expect(vm.couponText).toBe('')
    expect(vm.payableFen).toBe(29800)
  })

  it('marks a coupon the server refuses unusable, with the server message, and blocks paying until it is dropped', async () => {
    const { vm, api } = setup()
    await vm.show(2)
    vm.typeCoupon('OTHER')
    await vm.verifyCoupon()
    expect(vm.coupon.status).toBe('unusable')
    expect(vm.couponMessage).toBe('该优惠码不能用于此服务！')
    await vm.pay()
    expect(vm.payError).toBe('pay.couponNotApplied')
    expect(api.callsTo('wxPayQr')).toHaveLength(0)
  })

  it('blocks paying with an entered but unapplied code', async () => {
    const { vm, api } = setup()
    await vm.show(2)
    vm.typeCoupon('WELCOME20')
    await vm.pay()
    expect(vm.payError).toBe('pay.couponNotApplied')
    expect(api.callsTo('wxPayQr')).toHaveLength(0)
  })

  it('never lets the amount payable go below 0', async () => {
    const { vm } = setup()
    await vm.show(3)
    vm.typeCoupon('HUGE')
    await vm.verifyCoupon()
    expect(vm.coupon.status).toBe('applied')
    expect(vm.payableFen).toBe(0)
    expect(vm.discountFen).toBe(2000)
  })

  it('asks again after another item is selected: the applied coupon goes back to entered', async () => {
    const { vm } = setup()
    await vm.show(2)
    vm.typeCoupon('WELCOME20')
    await vm.verifyCoupon()
    vm.select(9)
    expect(vm.coupon).toEqual({ status: 'entered', code: 'WELCOME20' })
    expect(vm.payableFen).toBe(36800)
  })

  it('reports success and reloads 500 ms later when the order needs no payment (data null)', async () => {
    const { vm, api, navigator, toast, clock } = setup()
    api.reply(wxPayQr, () => null)
    await vm.show(2)
    vm.typeCoupon('WELCOME20')
    await vm.verifyCoupon()
    await vm.pay()
    expect(api.callsTo('wxPayQr')[0].input).toEqual({ orderType: 1, userId: 7, couponCode: 'WELCOME20' })
    expect(toast.shown).toEqual([{ kind: 'success', text: 'buy.success' }])
    expect(vm.open).toBe(false)
    clock.advance(RELOAD_DELAY_MS - 1)
    expect(navigator.reloads).toBe(0)
    clock.advance(1)
    expect(navigator.reloads).toBe(1)
  })

  it('WeChat: shows the QR of the absolute sandbox URL; 完成支付 says pending until paid, then reloads', async () => {
    const { vm, api, navigator, opened, clock } = setup()
    let status: OrderRow['status'] = 'pending'
    api.reply(wxPayQr, () => qrOrder).reply(orderStatus, () => order(status))
    await vm.show(2)
    await vm.pay()
    expect(opened).toEqual([])
    expect(vm.pending).toEqual({
      method: 'wx',
      outTradeNo: 'T20260625000001',
      url: 'https://gk.example.cn/#/pay/sandbox?no=T20260625000001',
      amountFen: 27800,
      sandbox: true,
      blocked: false,
    })
    await vm.confirmPaid()
    expect(vm.checkMessage).toBe('buy.status.pending')
    expect(vm.pending).not.toBeNull()
    status = 'paid'
    await vm.confirmPaid()
    expect(vm.pending).toBeNull()
    expect(vm.open).toBe(false)
    clock.advance(RELOAD_DELAY_MS)
    expect(navigator.reloads).toBe(1)
  })

  it('says so when the order failed or closed', async () => {
    const { vm, api } = setup()
    let status: OrderRow['status'] = 'failed'
    api.reply(wxPayQr, () => qrOrder).reply(orderStatus, () => order(status))
    await vm.show(2)
    await vm.pay()
    await vm.confirmPaid()
    expect(vm.checkMessage).toBe('buy.status.failed')
    status = 'closed'
    await vm.confirmPaid()
    expect(vm.checkMessage).toBe('buy.status.closed')
    vm.cancelPending()
    expect(vm.pending).toBeNull()
    expect(vm.open).toBe(true)
  })

  it('Alipay: opens the window inside the click and points it at the page once the order returns', async () => {
    const { vm, api, opened } = setup()
    api.reply(aliPay, () => ({ url: '/#/pay/sandbox?no=A1234567', outTradeNo: 'A1234567', sandbox: true, totalAmount: 98 }))
    await vm.show(4)
    vm.setMethod('zfb')
    await vm.pay()
    expect(api.names()).toContain('aliPay')
    expect(opened).toEqual(['https://gk.example.cn/#/pay/sandbox?no=A1234567'])
    expect(vm.pending?.method).toBe('zfb')
    expect(vm.pending?.blocked).toBe(false)
  })

  it('Alipay: a blocked popup leaves a link in the dialog; a failed order closes the opened window', async () => {
    const blocked = setup({ popup: null })
    blocked.api.reply(aliPay, () => ({ url: 'https://openapi.alipay.com/pay?x=1', outTradeNo: 'A1234567', sandbox: false, totalAmount: 98 }))
    await blocked.vm.show(4)
    blocked.vm.setMethod('zfb')
    await blocked.vm.pay()
    expect(blocked.vm.pending).toMatchObject({ blocked: true, url: 'https://openapi.alipay.com/pay?x=1' })

    const failing = setup()
    failing.api.reply(aliPay, () => new ApiError(1, apiMessage('pay.gatewayFailed', 'zh_CN')))
    await failing.vm.show(4)
    failing.vm.setMethod('zfb')
    await failing.vm.pay()
    expect(failing.opened).toEqual(['closed'])
    expect(failing.vm.payError).toContain('未扣款')
    expect(failing.vm.pending).toBeNull()
  })

  it('closes on a route change, not on the path it was opened on', async () => {
    const { vm, api } = setup()
    api.reply(wxPayQr, () => qrOrder)
    await vm.show(2)
    await vm.pay()
    vm.routeChanged('/premierEdition/referralProgram')
    expect(vm.open).toBe(true)
    vm.routeChanged('/home')
    expect(vm.open).toBe(false)
    expect(vm.pending).toBeNull()
  })

  it('does not reload the list when the same paywall asks again while open', async () => {
    const { vm, api } = setup()
    await vm.show(2)
    vm.typeCoupon('WELCOME20')
    await vm.show(2)
    expect(api.callsTo('membershipList')).toHaveLength(1)
    expect(vm.couponText).toBe('WELCOME20')
  })
})

describe('the sandbox payment page and the order list', () => {
  it('loads the order, settles it once, and shows the resulting status', async () => {
    const api = new ScriptedHttpApi()
      .reply(sandboxOrder, () => ({ outTradeNo: 'T1234567', subject: '尊享版', totalAmount: 278, method: 'wx', status: 'pending' as const, timeExpire: 0 }))
      .reply(sandboxSettle, (input) => ({ status: input.result === 'pay' ? ('paid' as const) : ('failed' as const) }))
    const vm = new SandboxViewModel(useCasesOn(api))
    await vm.load('T1234567')
    expect(vm.canSettle).toBe(true)
    await vm.settle('pay')
    expect(vm.status).toBe('paid')
    expect(vm.canSettle).toBe(false)
    expect(api.callsTo('sandboxSettle')[0].input).toEqual({ outTradeNo: 'T1234567', result: 'pay' })
  })

  it('pages through the orders', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ ...order('paid'), outTradeNo: `T${1000000 + i}` }))
    const api = new ScriptedHttpApi().reply(rechargeHistory, (input) => {
      const [pageNum, pageSize] = [Number(input.pageNum), Number(input.pageSize)]
      return { list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: rows.length, pageNum, pageSize }
    })
    const vm = new OrdersViewModel({ ...useCasesOn(api), userId: () => 7 })
    await vm.load(1)
    expect(vm.rows).toHaveLength(10)
    expect(vm.pages).toBe(2)
    await vm.load(2)
    expect(vm.rows).toHaveLength(2)
    expect(vm.pageNum).toBe(2)
  })
})
