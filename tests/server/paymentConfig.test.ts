import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { gatewaysOf } from '../../server/gatewaysOf'
import { APP_ID, alipay, app } from '../adapters/server/payment/alipayFixtures'
import { APIV3_KEY, APPID, MCHID, MERCHANT_SERIAL, PLATFORM_SERIAL, merchant, platform } from '../adapters/server/payment/wechatPayFixtures'

const wechatEnv = {
  PAY_WX: 'wechatpay',
  PUBLIC_URL: 'https://gk.example.com/',
  WECHATPAY_MCHID: MCHID,
  WECHATPAY_APPID: APPID,
  WECHATPAY_MERCHANT_SERIAL: MERCHANT_SERIAL,
  WECHATPAY_PRIVATE_KEY: merchant.privateKey,
  WECHATPAY_PLATFORM_SERIAL: PLATFORM_SERIAL,
  WECHATPAY_PLATFORM_PUBLIC_KEY: platform.publicKey,
  WECHATPAY_APIV3_KEY: APIV3_KEY,
}

describe('payment configuration', () => {
  it('uses the sandbox for both methods when nothing is set', () => {
    const loaded = loadConfig({})
    if (!loaded.ok) throw new Error(loaded.problems.join('; '))
    expect(loaded.config.payment).toEqual({ wx: { kind: 'sandbox' }, zfb: { kind: 'sandbox' } })
    const gateways = gatewaysOf(loaded.config.payment)
    expect([gateways.wx.kind, gateways.zfb.kind]).toEqual(['sandbox', 'sandbox'])
  })

  it('names every missing variable of a provider, and PUBLIC_URL', () => {
    const loaded = loadConfig({ PAY_WX: 'wechatpay', PAY_ZFB: 'alipay' })
    expect(loaded.ok).toBe(false)
    const problems = loaded.ok ? [] : loaded.problems.join('\n')
    for (const name of [
      'PUBLIC_URL',
      'WECHATPAY_MCHID',
      'WECHATPAY_APIV3_KEY',
      'WECHATPAY_PRIVATE_KEY',
      'ALIPAY_APP_ID',
      'ALIPAY_PRIVATE_KEY',
      'ALIPAY_PUBLIC_KEY',
    ])
      expect(problems).toContain(name)
  })

  it('builds the real gateways from keys in the environment, with notify URLs on PUBLIC_URL', () => {
    const loaded = loadConfig({
      ...wechatEnv,
      PAY_ZFB: 'alipay',
      ALIPAY_APP_ID: APP_ID,
      ALIPAY_PRIVATE_KEY: app.privateKey,
      ALIPAY_PUBLIC_KEY: alipay.publicKey,
    })
    if (!loaded.ok) throw new Error(loaded.problems.join('; '))
    const { wx, zfb } = loaded.config.payment
    expect(wx.kind === 'wechatpay' && wx.options.notifyUrl).toBe('https://gk.example.com/api/pay/notify/wechat')
    expect(zfb.kind === 'alipay' && zfb.options.notifyUrl).toBe('https://gk.example.com/api/pay/notify/alipay')
    const gateways = gatewaysOf(loaded.config.payment)
    expect([gateways.wx.kind, gateways.zfb.kind]).toEqual(['wechatpay', 'alipay'])
  })

  it('refuses a key that is set but unusable, naming it', () => {
    const loaded = loadConfig({ ...wechatEnv, WECHATPAY_APIV3_KEY: 'too-short' })
    expect(loaded.ok ? [] : loaded.problems.join('\n')).toContain('WECHATPAY_APIV3_KEY: set, but not usable')
  })
})
