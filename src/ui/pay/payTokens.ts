import type { Token } from '../ServiceContext'
import type { OrdersViewModel } from './OrdersViewModel'
import type { PayViewModel } from './PayViewModel'
import type { SandboxViewModel } from './SandboxViewModel'

/** Tokens of the purchase dialog, the sandbox payment page and the order list (bound in bindPayViewModels). */
export const PayTokens = {
  pay: Symbol('PayViewModel') as Token<PayViewModel>,
  sandbox: Symbol('SandboxViewModel') as Token<SandboxViewModel>,
  orders: Symbol('OrdersViewModel') as Token<OrdersViewModel>,
}
