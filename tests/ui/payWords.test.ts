import { describe, expect, it } from 'vitest'
import { pay_en } from '@/ui/i18n/pay.en'
import { pay_zh_CN } from '@/ui/i18n/pay.zh_CN'
import { isApiMessageKey } from '@/ports/api/messages'

const han = /\p{Script=Han}/u

describe('the words of the purchase dialog, the payment pages and the orders', () => {
  it('leave no Chinese in English', () => {
    expect(Object.entries(pay_en).filter(([, text]) => han.test(text))).toEqual([])
  })

  it('do not shadow a message of the server', () => {
    expect(Object.keys(pay_zh_CN).filter(isApiMessageKey)).toEqual([])
  })

  it('name every order status the contract knows, in the dialog and in the order list', () => {
    for (const status of ['pending', 'paid', 'failed', 'closed']) {
      expect(pay_zh_CN).toHaveProperty([`buy.status.${status}`])
      expect(pay_zh_CN).toHaveProperty([`orders.status.${status}`])
      expect(pay_zh_CN).toHaveProperty([`sandbox.status.${status}`])
    }
  })
})
