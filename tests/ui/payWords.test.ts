import { describe, expect, it } from 'vitest'
import { pay_zh_CN } from '@/ui/i18n/pay.zh_CN'

describe('the words of the purchase dialog, the payment pages and the orders', () => {
  it('name every order status the contract knows, in the dialog and in the order list', () => {
    for (const status of ['pending', 'paid', 'failed', 'closed']) {
      expect(pay_zh_CN).toHaveProperty([`buy.status.${status}`])
      expect(pay_zh_CN).toHaveProperty([`orders.status.${status}`])
      expect(pay_zh_CN).toHaveProperty([`sandbox.status.${status}`])
    }
  })
})
