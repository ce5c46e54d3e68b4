import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import {
  appliedCode,
  appliedDiscountFen,
  couponStep,
  noCoupon,
  payProblem,
  verifyProblem,
  type CouponEvent,
  type CouponForm,
} from '@/core/domain/pay/couponForm'
import { discountOnFen, payableFen, yuanToFen } from '@/core/domain/pay/money'
import { preselect } from '@/core/domain/pay/services'
import type { checkCoupon } from '@/core/pay/checkCoupon'
import type { confirmPayment } from '@/core/pay/confirmPayment'
import type { loadMemberships } from '@/core/pay/loadMemberships'
import type { PendingPayment, payOrder } from '@/core/pay/payOrder'
import type { UseCase } from '@/core/useCase'
import type { EventBus } from '@/ports/EventBus'
import type { Navigator } from '@/ports/Navigator'
import type { Toast } from '@/ports/Toast'
import type { MembershipItem, PayMethod } from '@/ports/api/pay'

export interface PayDeps {
  loadMemberships: UseCase<typeof loadMemberships>
  checkCoupon: UseCase<typeof checkCoupon>
  payOrder: UseCase<typeof payOrder>
  confirmPayment: UseCase<typeof confirmPayment>
  events: EventBus
  navigator: Navigator
  toast: Toast
  /** The signed-in user's id; null when nobody is signed in. */
  userId(): number | null
  translate(key: string, params?: Record<string, unknown>): string
}

/**
 * The purchase dialog (event openPayModal): closed → open (list loaded, the paywall's service
 * preselected) → closed (route change, close control) or paid. The coupon follows the domain's state machine;
 * the amount is price less the applied discount, never below 0. WeChat shows a QR dialog, Alipay a new window
 * and a confirm dialog; 完成支付 asks the server for the order's status. The steps of paying are the core's
 * payOrder and confirmPayment (which also reload the page after a success); this class shows their outcomes.
 */
export class PayViewModel {
  open = false
  loading = false
  loadError = ''
  items: MembershipItem[] = []
  selectedId: number | null = null
  /** The service type the dialog was opened for; it picks the preselected service. */
  requestedType: number | undefined = undefined
  /** What is in the coupon field, as typed. */
  couponText = ''
  coupon: CouponForm = noCoupon
  couponMessage = ''
  verifying = false
  method: PayMethod = 'wx'
  paying = false
  payError = ''
  pending: PendingPayment | null = null
  checking = false
  checkMessage = ''
  /** The path the dialog was opened on: any other path closes it. */
  private openedAt: string | null = null

  constructor(private readonly deps: PayDeps) {
    makeAutoObservable<PayViewModel, 'deps' | 'openedAt'>(
      this,
      { deps: false, openedAt: false, items: observableRef, pending: observableRef },
      { autoBind: true },
    )
    deps.events.on('openPayModal', (payload) => void this.show(payload.type))
  }

  /** A paywall's 立即开通: the same event every opener uses. */
  request(type?: number) {
    this.deps.events.emit('openPayModal', { type })
  }

  get services() {
    return this.items.filter((item) => item.type === 1)
  }

  get packages() {
    return this.items.filter((item) => item.type !== 1)
  }

  get selected(): MembershipItem | null {
    return this.items.find((item) => item.id === this.selectedId) ?? null
  }

  /** Everything on sale is already held: nothing to pay for. */
  get allBought() {
    return this.items.length > 0 && this.items.every((item) => item.isBuy === 1)
  }

  get priceFen() {
    const item = this.selected
    if (!item) return 0
    // A test-mode trial is granted without payment, whatever the list price.
    return item.label === 'trial' ? 0 : yuanToFen(item.price)
  }

  get discountFen() {
    return discountOnFen(this.priceFen, appliedDiscountFen(this.coupon))
  }

  get payableFen() {
    return payableFen(this.priceFen, appliedDiscountFen(this.coupon))
  }

  get canPay() {
    return this.selected !== null && !this.paying && !this.verifying
  }

  /** A visitor who is not signed in gets the login dialog instead. */
  async show(type?: number) {
    const userId = this.deps.userId()
    if (userId === null) {
      this.deps.events.emit('openLogin', { tab: 'password' })
      return
    }
    // A second request for the same dialog (a re-mounted paywall) keeps what is on screen.
    if (this.open && this.requestedType === type) return
    this.open = true
    this.openedAt = this.deps.navigator.current()
    this.requestedType = type
    this.resetForm()
    await this.loadItems(userId)
  }

  async loadItems(userId = this.deps.userId()) {
    if (userId === null) return
    this.loading = true
    this.loadError = ''
    const result = await this.deps.loadMemberships(userId)
    runInAction(() => {
      this.loading = false
      if (!result.ok) {
        this.loadError = result.error
        return
      }
      this.items = result.value
      this.selectedId = preselect(result.value, this.requestedType)?.id ?? null
    })
  }

  select(id: number) {
    const item = this.items.find((candidate) => candidate.id === id)
    if (!item || item.isBuy === 1 || id === this.selectedId) return
    this.selectedId = id
    this.step({ kind: 'itemChanged' })
    this.couponMessage = ''
    this.payError = ''
  }

  typeCoupon(text: string) {
    this.couponText = text
    this.step({ kind: 'typed', code: text })
    this.couponMessage = ''
    this.payError = ''
  }

  /** 验证: the length rule first (at least 3 characters), then the server's verdict for the selected item. */
  async verifyCoupon() {
    const problem = verifyProblem(this.coupon)
    if (problem) {
      this.couponMessage = this.deps.translate(problem)
      return
    }
    const item = this.selected
    const userId = this.deps.userId()
    if (!item || userId === null || this.verifying) return
    const code = this.coupon.code
    this.verifying = true
    this.couponMessage = ''
    this.payError = ''
    const result = await this.deps.checkCoupon({ couponCode: code, itemId: item.id, userId })
    runInAction(() => {
      this.verifying = false
      // The field or the item changed while asking: this answer is about something no longer on screen.
      if (this.coupon.code !== code || this.selectedId !== item.id) return
      if (result.ok) this.step({ kind: 'verified', discountFen: result.value })
      else {
        this.step({ kind: 'refused' })
        this.couponMessage = result.error
      }
    })
  }

  /** 取消使用: the coupon is dropped and the field emptied. */
  cancelCoupon() {
    this.step({ kind: 'cancelled' })
    this.couponText = ''
    this.couponMessage = ''
  }

  setMethod(method: PayMethod) {
    this.method = method
    this.payError = ''
  }

  /**
   * 去支付. payOrder opens the Alipay window before its first await, so it is called here synchronously, inside
   * the click: a window opened after an await would be stopped as a popup.
   */
  async pay() {
    const item = this.selected
    const userId = this.deps.userId()
    if (!item || userId === null || this.paying) return
    const problem = payProblem(this.coupon)
    if (problem) {
      this.payError = this.deps.translate(problem)
      return
    }
    this.paying = true
    this.payError = ''
    const outcome = await this.deps.payOrder({ method: this.method, itemId: item.id, userId, couponCode: appliedCode(this.coupon) })
    runInAction(() => {
      this.paying = false
      if (outcome.kind === 'refused') this.payError = outcome.error
      else if (outcome.kind === 'noPayUrl') this.payError = this.deps.translate('buy.noPayUrl')
      else if (outcome.kind === 'granted') this.succeed()
      else {
        this.checkMessage = ''
        this.pending = outcome.payment
      }
    })
  }

  /** 完成支付: paid → success (the page reloads), otherwise the dialog says what stands. */
  async confirmPaid() {
    const pending = this.pending
    if (!pending || this.checking) return
    this.checking = true
    this.checkMessage = ''
    const check = await this.deps.confirmPayment(pending.outTradeNo)
    runInAction(() => {
      this.checking = false
      if (check.kind === 'failed') this.checkMessage = check.error
      else if (check.kind === 'unpaid') this.checkMessage = this.deps.translate(`buy.status.${check.status}`)
      else this.succeed()
    })
  }

  /** 取消 in the QR or Alipay dialog: back to the purchase dialog (the order simply expires unpaid). */
  cancelPending() {
    this.pending = null
    this.checkMessage = ''
  }

  close() {
    this.open = false
    this.pending = null
    this.checkMessage = ''
    this.openedAt = null
  }

  /** The dialog closes on a route change. */
  routeChanged(path: string) {
    if (this.open && this.openedAt !== null && path !== this.openedAt) this.close()
  }

  private succeed() {
    this.deps.toast.show('success', this.deps.translate('buy.success'))
    this.close()
  }

  private step(event: CouponEvent) {
    this.coupon = couponStep(this.coupon, event)
  }

  private resetForm() {
    this.items = []
    this.selectedId = null
    this.couponText = ''
    this.coupon = noCoupon
    this.couponMessage = ''
    this.method = 'wx'
    this.payError = ''
    this.pending = null
    this.checkMessage = ''
  }
}
