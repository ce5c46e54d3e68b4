import type { HttpApi } from '@/ports/HttpApi'
import { sandboxOrder, sandboxSettle, type OrderStatus } from '@/ports/api/pay'
import { attempt, type Result } from '../result'

export interface SandboxOrder {
  outTradeNo: string
  subject: string
  totalAmount: number
  method: string
  status: OrderStatus
  timeExpire: number
}

/** The sandbox payment page's order (no sign-in: the page stands for a provider's page, opened on a phone). */
export async function loadSandboxOrder(deps: { api: HttpApi }, outTradeNo: string): Promise<Result<SandboxOrder>> {
  return attempt(() => deps.api.call(sandboxOrder, { outTradeNo }))
}

/** The sandbox page's 确认支付 / 模拟支付失败: the order's status afterwards. */
export async function settleSandboxOrder(deps: { api: HttpApi }, outTradeNo: string, result: 'pay' | 'fail'): Promise<Result<OrderStatus>> {
  const settled = await attempt(() => deps.api.call(sandboxSettle, { outTradeNo, result }))
  return settled.ok ? { ok: true, value: settled.value.status } : settled
}
