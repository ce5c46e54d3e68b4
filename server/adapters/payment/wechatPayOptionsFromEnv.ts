import type { Clock } from '@/ports/Clock'
import { envValue, type OptionsFromEnv } from './OptionsFromEnv'
import { pemFromEnv } from './pemFromEnv'
import type { WechatPayOptions } from './WechatPayGateway'

const REQUIRED = [
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_MERCHANT_SERIAL',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_PLATFORM_SERIAL',
  'WECHATPAY_PLATFORM_PUBLIC_KEY',
  'WECHATPAY_APIV3_KEY',
] as const

const DEFAULT_BASE_URL = 'https://api.mch.weixin.qq.com'

/**
 * WeChat Pay's options from the environment. Keys are PEM text or paths to PEM files; the platform key may be the
 * 微信支付公钥 or a platform certificate. WECHATPAY_BASE_URL is optional. Notifications come to
 * `${publicUrl}/api/pay/notify/wechat`.
 */
export function wechatPayOptionsFromEnv(
  env: Record<string, string | undefined>,
  { publicUrl, clock }: { publicUrl: string; clock: Clock },
): OptionsFromEnv<WechatPayOptions> {
  const missing = REQUIRED.filter((name) => envValue(env, name) === undefined)
  const invalid: string[] = []
  const get = (name: (typeof REQUIRED)[number]) => envValue(env, name) ?? ''
  const privateKey = pemFromEnv(get('WECHATPAY_PRIVATE_KEY'), 'private')
  if (get('WECHATPAY_PRIVATE_KEY') && privateKey === null) invalid.push('WECHATPAY_PRIVATE_KEY')
  const platformKey = pemFromEnv(get('WECHATPAY_PLATFORM_PUBLIC_KEY'), 'public')
  if (get('WECHATPAY_PLATFORM_PUBLIC_KEY') && platformKey === null) invalid.push('WECHATPAY_PLATFORM_PUBLIC_KEY')
  const apiV3Key = get('WECHATPAY_APIV3_KEY')
  // AES-256 takes the key's 32 bytes as they are; any other length is a copy-paste slip.
  if (apiV3Key && Buffer.byteLength(apiV3Key, 'utf8') !== 32) invalid.push('WECHATPAY_APIV3_KEY')
  const baseUrl = envValue(env, 'WECHATPAY_BASE_URL') ?? DEFAULT_BASE_URL
  if (!URL.canParse(baseUrl)) invalid.push('WECHATPAY_BASE_URL')
  if (missing.length > 0 || invalid.length > 0 || !privateKey || !platformKey) return { ok: false, missing, invalid }
  return {
    ok: true,
    options: {
      mchid: get('WECHATPAY_MCHID'),
      appid: get('WECHATPAY_APPID'),
      merchantSerial: get('WECHATPAY_MERCHANT_SERIAL'),
      merchantPrivateKey: privateKey,
      platformSerial: get('WECHATPAY_PLATFORM_SERIAL'),
      platformPublicKey: platformKey,
      apiV3Key,
      baseUrl,
      notifyUrl: `${publicUrl.replace(/\/+$/, '')}/api/pay/notify/wechat`,
      clock,
    },
  }
}
