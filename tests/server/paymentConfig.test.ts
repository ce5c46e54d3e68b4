import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { gatewaysOf } from '../../server/gatewaysOf'
import { AliyunSmsSender } from '../../server/adapters/sms/AliyunSmsSender'
import { ConsoleSmsSender } from '../../server/adapters/sms/ConsoleSmsSender'
import { TencentSmsSender } from '../../server/adapters/sms/TencentSmsSender'
import { smsSenderOf } from '../../server/smsSenderOf'
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

const aliyunEnv = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tExampleKeyId',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'example-secret',
  ALIYUN_SMS_SIGN_NAME: '浙江高考志愿',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_465320001',
}

const tencentEnv = {
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: 'AKIDExampleSecretId',
  TENCENT_SMS_SECRET_KEY: 'example-key',
  TENCENT_SMS_SDK_APP_ID: '1400006666',
  TENCENT_SMS_SIGN_NAME: '浙江高考志愿',
  TENCENT_SMS_TEMPLATE_ID: '1110',
}

const problemsOf = (env: Record<string, string>) => {
  const loaded = loadConfig(env)
  return loaded.ok ? '' : loaded.problems.join('\n')
}

describe('SMS configuration', () => {
  it('writes codes to the console when nothing is set, outside production', () => {
    expect(loadConfig({})).toMatchObject({ ok: true, config: { sms: { kind: 'console' } } })
    expect(smsSenderOf({ kind: 'console' })).toBeInstanceOf(ConsoleSmsSender)
  })

  it('names every missing setting of Alibaba Cloud SMS', () => {
    const problems = problemsOf({ SMS_PROVIDER: 'aliyun' })
    for (const name of ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'])
      expect(problems).toContain(`${name}: SMS_PROVIDER=aliyun needs it`)
    expect(problemsOf({ ...aliyunEnv, ALIYUN_SMS_SIGN_NAME: '  ' })).toBe('ALIYUN_SMS_SIGN_NAME: SMS_PROVIDER=aliyun needs it')
    expect(problemsOf({ ...aliyunEnv, ALIYUN_SMS_ENDPOINT: 'dysmsapi.aliyuncs.com' })).toContain('ALIYUN_SMS_ENDPOINT: set, but not usable')
  })

  it('names every missing setting of Tencent Cloud SMS, and a malformed one', () => {
    const problems = problemsOf({ SMS_PROVIDER: 'tencent' })
    for (const name of ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID'])
      expect(problems).toContain(`${name}: SMS_PROVIDER=tencent needs it`)
    expect(problems).not.toContain('TENCENT_SMS_REGION')
    expect(problemsOf({ ...tencentEnv, TENCENT_SMS_SDK_APP_ID: 'app-1400' })).toContain('TENCENT_SMS_SDK_APP_ID: set, but not usable')
  })

  it('builds each provider from its environment, with the documented defaults', () => {
    const aliyun = loadConfig(aliyunEnv)
    expect(aliyun).toMatchObject({
      ok: true,
      config: {
        sms: {
          kind: 'aliyun',
          options: { accessKeyId: 'LTAI5tExampleKeyId', accessKeySecret: 'example-secret', signName: '浙江高考志愿', templateCode: 'SMS_465320001' },
        },
      },
    })
    const tencent = loadConfig({ ...tencentEnv, TENCENT_SMS_ENDPOINT: 'http://127.0.0.1:9/' })
    expect(tencent).toMatchObject({
      ok: true,
      config: { sms: { kind: 'tencent', options: { region: 'ap-guangzhou', sdkAppId: '1400006666', endpoint: 'http://127.0.0.1:9/' } } },
    })
    if (!aliyun.ok || !tencent.ok) throw new Error('not configured')
    expect(smsSenderOf(aliyun.config.sms)).toBeInstanceOf(AliyunSmsSender)
    expect(smsSenderOf(tencent.config.sms)).toBeInstanceOf(TencentSmsSender)
  })

  it('refuses the console in production, naming both providers, and accepts production with a provider set', () => {
    const production = { ...wechatEnv, NODE_ENV: 'production' }
    const refused = problemsOf(production)
    expect(refused).toContain('SMS_PROVIDER: production needs a real SMS provider')
    expect(refused).toContain('aliyun')
    expect(refused).toContain('tencent')
    expect(loadConfig({ ...production, ...aliyunEnv })).toMatchObject({ ok: true, config: { nodeEnv: 'production', sms: { kind: 'aliyun' } } })
    expect(loadConfig({ ...production, ...tencentEnv })).toMatchObject({ ok: true, config: { nodeEnv: 'production', sms: { kind: 'tencent' } } })
  })

  it('refuses a provider it does not know', () => {
    expect(problemsOf({ SMS_PROVIDER: 'twilio' })).toContain('SMS_PROVIDER')
  })
})
