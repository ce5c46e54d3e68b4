import { createPrivateKey, createPublicKey } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { alipayOptionsFromEnv } from '../../../../server/adapters/payment/alipayOptionsFromEnv'
import { wechatPayOptionsFromEnv } from '../../../../server/adapters/payment/wechatPayOptionsFromEnv'
import { app, alipay } from './alipayFixtures'
import { APIV3_KEY, merchant, platform } from './wechatPayFixtures'

const clock = new ManualClock()
const site = { publicUrl: 'https://gaokao.example.com/', clock }
const dir = mkdtempSync(join(tmpdir(), 'gk-paykeys-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const wechatEnv = {
  WECHATPAY_MCHID: '1900000109',
  WECHATPAY_APPID: 'wxd678efh567hg6787',
  WECHATPAY_MERCHANT_SERIAL: '5157F09EFDC096DE15EBE81A47057A72',
  WECHATPAY_PRIVATE_KEY: merchant.privateKey,
  WECHATPAY_PLATFORM_SERIAL: 'PUB_KEY_ID_01',
  WECHATPAY_PLATFORM_PUBLIC_KEY: platform.publicKey,
  WECHATPAY_APIV3_KEY: APIV3_KEY,
}

/** The base64 body of a PEM, as Alipay's key tool prints keys. */
const bare = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '')

describe('wechatPayOptionsFromEnv', () => {
  it('reads every setting, defaults the base URL and derives the notify URL from the public URL', () => {
    const result = wechatPayOptionsFromEnv(wechatEnv, site)
    expect(result).toEqual({
      ok: true,
      options: {
        mchid: '1900000109',
        appid: 'wxd678efh567hg6787',
        merchantSerial: '5157F09EFDC096DE15EBE81A47057A72',
        merchantPrivateKey: merchant.privateKey.trim(),
        platformSerial: 'PUB_KEY_ID_01',
        platformPublicKey: platform.publicKey.trim(),
        apiV3Key: APIV3_KEY,
        baseUrl: 'https://api.mch.weixin.qq.com',
        notifyUrl: 'https://gaokao.example.com/api/pay/notify/wechat',
        clock,
      },
    })
  })

  it('lists every missing variable, blank counting as missing', () => {
    expect(wechatPayOptionsFromEnv({}, site)).toEqual({
      ok: false,
      missing: [
        'WECHATPAY_MCHID',
        'WECHATPAY_APPID',
        'WECHATPAY_MERCHANT_SERIAL',
        'WECHATPAY_PRIVATE_KEY',
        'WECHATPAY_PLATFORM_SERIAL',
        'WECHATPAY_PLATFORM_PUBLIC_KEY',
        'WECHATPAY_APIV3_KEY',
      ],
      invalid: [],
    })
    expect(wechatPayOptionsFromEnv({ ...wechatEnv, WECHATPAY_APPID: '  ' }, site)).toEqual({ ok: false, missing: ['WECHATPAY_APPID'], invalid: [] })
  })

  it('lists values that cannot be used', () => {
    const result = wechatPayOptionsFromEnv(
      {
        ...wechatEnv,
        WECHATPAY_PRIVATE_KEY: platform.publicKey,
        WECHATPAY_PLATFORM_PUBLIC_KEY: '/no/such/file.pem',
        WECHATPAY_APIV3_KEY: 'short',
        WECHATPAY_BASE_URL: 'not a url',
      },
      site,
    )
    expect(result).toEqual({
      ok: false,
      missing: [],
      invalid: ['WECHATPAY_PRIVATE_KEY', 'WECHATPAY_PLATFORM_PUBLIC_KEY', 'WECHATPAY_APIV3_KEY', 'WECHATPAY_BASE_URL'],
    })
  })

  it('takes keys from PEM files, PEM with literal \\n, and a base URL of its own', () => {
    const keyFile = join(dir, 'apiclient_key.pem')
    writeFileSync(keyFile, merchant.privateKey)
    const result = wechatPayOptionsFromEnv(
      {
        ...wechatEnv,
        WECHATPAY_PRIVATE_KEY: keyFile,
        WECHATPAY_PLATFORM_PUBLIC_KEY: platform.publicKey.replaceAll('\n', '\\n'),
        WECHATPAY_BASE_URL: 'http://127.0.0.1:8080',
      },
      site,
    )
    if (!result.ok) throw new Error(JSON.stringify(result))
    expect(createPrivateKey(result.options.merchantPrivateKey).equals(createPrivateKey(merchant.privateKey))).toBe(true)
    expect(createPublicKey(result.options.platformPublicKey).equals(createPublicKey(platform.publicKey))).toBe(true)
    expect(result.options.baseUrl).toBe('http://127.0.0.1:8080')
  })
})

describe('alipayOptionsFromEnv', () => {
  const env = { ALIPAY_APP_ID: '2021004100000001', ALIPAY_PRIVATE_KEY: app.privateKey, ALIPAY_PUBLIC_KEY: alipay.publicKey }

  it('reads the settings, defaults the gateway and derives the notify and return URLs', () => {
    const result = alipayOptionsFromEnv(env, site)
    if (!result.ok) throw new Error(JSON.stringify(result))
    expect(result.options).toMatchObject({
      appId: '2021004100000001',
      gateway: 'https://openapi.alipay.com/gateway.do',
      notifyUrl: 'https://gaokao.example.com/api/pay/notify/alipay',
      returnUrl: 'https://gaokao.example.com/#/pay/return',
      clock,
    })
  })

  it('takes the bare base64 keys Alipay’s key tool prints (PKCS#8 or PKCS#1 private key, SPKI public key)', () => {
    const pkcs1 = createPrivateKey(app.privateKey).export({ type: 'pkcs1', format: 'pem' }).toString()
    for (const privateKey of [bare(app.privateKey), bare(pkcs1)]) {
      const result = alipayOptionsFromEnv({ ...env, ALIPAY_PRIVATE_KEY: privateKey, ALIPAY_PUBLIC_KEY: bare(alipay.publicKey) }, site)
      if (!result.ok) throw new Error(JSON.stringify(result))
      expect(createPrivateKey(result.options.appPrivateKey).equals(createPrivateKey(app.privateKey))).toBe(true)
      expect(createPublicKey(result.options.alipayPublicKey).equals(createPublicKey(alipay.publicKey))).toBe(true)
    }
  })

  it('lists missing and unusable variables', () => {
    expect(alipayOptionsFromEnv({}, site)).toEqual({ ok: false, missing: ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'], invalid: [] })
    expect(alipayOptionsFromEnv({ ...env, ALIPAY_PRIVATE_KEY: 'bm90IGEga2V5', ALIPAY_GATEWAY: '::' }, site)).toEqual({
      ok: false,
      missing: [],
      invalid: ['ALIPAY_PRIVATE_KEY', 'ALIPAY_GATEWAY'],
    })
  })
})
