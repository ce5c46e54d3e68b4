import { describe, expect, it } from 'vitest'
import { absolutePayUrl } from '@/core/pay/payUrl'

describe('absolutePayUrl', () => {
  const page = { origin: 'https://gk.example.cn', pathname: '/' }

  it('keeps a provider URL as it is', () => {
    expect(absolutePayUrl('weixin://wxpay/bizpayurl?pr=abc', page)).toBe('weixin://wxpay/bizpayurl?pr=abc')
    expect(absolutePayUrl('https://openapi.alipay.com/gateway.do?x=1', page)).toBe('https://openapi.alipay.com/gateway.do?x=1')
  })

  it('puts the sandbox page of the app under the page it was served from', () => {
    expect(absolutePayUrl('/#/pay/sandbox?no=T1234567', page)).toBe('https://gk.example.cn/#/pay/sandbox?no=T1234567')
    expect(absolutePayUrl('/#/pay/sandbox?no=T1234567', { origin: 'https://x.cn', pathname: '/app/' })).toBe('https://x.cn/app/#/pay/sandbox?no=T1234567')
    expect(absolutePayUrl('/#/pay/sandbox?no=T1', { origin: 'https://x.cn', pathname: '/index.html' })).toBe('https://x.cn/index.html#/pay/sandbox?no=T1')
  })

  it('puts another app path on the origin', () => {
    expect(absolutePayUrl('/api/pay/x', page)).toBe('https://gk.example.cn/api/pay/x')
  })
})
