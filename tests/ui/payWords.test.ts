import { describe, expect, it } from 'vitest'
import { pay_en } from '@/ui/i18n/pay.en'
import { pay_zh_CN } from '@/ui/i18n/pay.zh_CN'
import { pay_zh_TW } from '@/ui/i18n/pay.zh_TW'
import { apiMessages } from '@/ports/api/messages'

const han = /\p{Script=Han}/u
const names = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort()

describe('the words of the purchase dialog, the payment pages and the orders', () => {
  it('leave no Chinese in English', () => {
    expect(Object.entries(pay_en).filter(([, text]) => han.test(text))).toEqual([])
  })

  it('say the same placeholders in every language', () => {
    for (const [key, text] of Object.entries(pay_zh_CN)) {
      const k = key as keyof typeof pay_zh_CN
      expect([key, names(pay_zh_TW[k])]).toEqual([key, names(text)])
      expect([key, names(pay_en[k])]).toEqual([key, names(text)])
    }
  })

  it('do not shadow a message of the server', () => {
    expect(Object.keys(pay_zh_CN).filter((key) => key in apiMessages)).toEqual([])
  })

  it('name every order status the contract knows, in the dialog and in the order list', () => {
    for (const status of ['pending', 'paid', 'failed', 'closed']) {
      expect(pay_zh_CN).toHaveProperty([`buy.status.${status}`])
      expect(pay_zh_CN).toHaveProperty([`orders.status.${status}`])
      expect(pay_zh_CN).toHaveProperty([`sandbox.status.${status}`])
    }
  })
})
