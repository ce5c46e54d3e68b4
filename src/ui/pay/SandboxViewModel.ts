import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { loadSandboxOrder, SandboxOrder, settleSandboxOrder } from '@/core/pay/sandboxPayment'
import type { UseCase } from '@/core/useCase'
import type { OrderStatus } from '@/ports/api/pay'

export interface SandboxDeps {
  loadSandboxOrder: UseCase<typeof loadSandboxOrder>
  settleSandboxOrder: UseCase<typeof settleSandboxOrder>
}

/**
 * The sandbox payment page (/pay/sandbox?no=…): what a provider's page would show when no real provider is
 * configured. It needs no sign-in (a phone opens it from the QR); its two buttons settle the order the way a
 * provider's notification would, and the buyer then presses 完成支付 in the original tab.
 */
export class SandboxViewModel {
  outTradeNo = ''
  order: SandboxOrder | null = null
  loading = false
  error = ''
  settling: 'pay' | 'fail' | null = null
  /** The status the last button press left the order in. */
  settled: OrderStatus | null = null

  constructor(private readonly deps: SandboxDeps) {
    makeAutoObservable<SandboxViewModel, 'deps'>(this, { deps: false, order: observableRef }, { autoBind: true })
  }

  get status(): OrderStatus | null {
    return this.settled ?? this.order?.status ?? null
  }

  /** Only a pending order can still be paid or failed. */
  get canSettle() {
    return this.order !== null && this.status === 'pending' && this.settling === null
  }

  async load(outTradeNo: string) {
    this.outTradeNo = outTradeNo
    this.order = null
    this.settled = null
    this.error = ''
    if (!outTradeNo) return
    this.loading = true
    const result = await this.deps.loadSandboxOrder(outTradeNo)
    runInAction(() => {
      if (this.outTradeNo !== outTradeNo) return
      this.loading = false
      if (result.ok) this.order = result.value
      else this.error = result.error
    })
  }

  async settle(result: 'pay' | 'fail') {
    if (!this.canSettle) return
    this.settling = result
    this.error = ''
    const done = await this.deps.settleSandboxOrder(this.outTradeNo, result)
    runInAction(() => {
      this.settling = null
      if (done.ok) this.settled = done.value
      else this.error = done.error
    })
  }
}
