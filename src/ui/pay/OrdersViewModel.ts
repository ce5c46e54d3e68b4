import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { loadOrders } from '@/core/pay/loadOrders'
import type { UseCase } from '@/core/useCase'
import type { OrderRow } from '@/ports/api/pay'

export interface OrdersDeps {
  loadOrders: UseCase<typeof loadOrders>
  userId(): number | null
}

export const ORDERS_PAGE_SIZE = 10

/** 我的订单 on the personal-info page: the student's orders, newest first, a page at a time. */
export class OrdersViewModel {
  rows: OrderRow[] = []
  total = 0
  pageNum = 1
  loading = false
  loaded = false
  error = ''

  constructor(private readonly deps: OrdersDeps) {
    makeAutoObservable<OrdersViewModel, 'deps'>(this, { deps: false, rows: observableRef }, { autoBind: true })
  }

  get pages() {
    return Math.max(1, Math.ceil(this.total / ORDERS_PAGE_SIZE))
  }

  async load(pageNum = this.pageNum) {
    const userId = this.deps.userId()
    if (userId === null) return
    this.loading = true
    this.error = ''
    const result = await this.deps.loadOrders({ userId, pageNum, pageSize: ORDERS_PAGE_SIZE })
    runInAction(() => {
      this.loading = false
      this.loaded = true
      if (!result.ok) {
        this.error = result.error
        return
      }
      this.rows = result.value.list
      this.total = result.value.total
      this.pageNum = pageNum
    })
  }
}
