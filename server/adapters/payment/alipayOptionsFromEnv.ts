import type { Clock } from '@/ports/Clock'
import type { AlipayOptions } from './AlipayGateway'
import { envValue, type OptionsFromEnv } from './OptionsFromEnv'
import { pemFromEnv } from './pemFromEnv'

const REQUIRED = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const

const DEFAULT_GATEWAY = 'https://openapi.alipay.com/gateway.do'

/**
 * Alipay's options from the environment. Keys are PEM text, paths to PEM files, or the bare base64 Alipay's key tool
 * prints; ALIPAY_GATEWAY is optional (the sandbox is https://openapi-sandbox.dl.alipaydev.com/gateway.do).
 * Notifications come to `${publicUrl}/api/pay/notify/alipay`, the buyer returns to `${publicUrl}/#/pay/return`.
 */
export function alipayOptionsFromEnv(
  env: Record<string, string | undefined>,
  { publicUrl, clock }: { publicUrl: string; clock: Clock },
): OptionsFromEnv<AlipayOptions> {
  const missing = REQUIRED.filter((name) => envValue(env, name) === undefined)
  const invalid: string[] = []
  const privateKey = pemFromEnv(envValue(env, 'ALIPAY_PRIVATE_KEY') ?? '', 'private')
  if (envValue(env, 'ALIPAY_PRIVATE_KEY') && privateKey === null) invalid.push('ALIPAY_PRIVATE_KEY')
  const publicKey = pemFromEnv(envValue(env, 'ALIPAY_PUBLIC_KEY') ?? '', 'public')
  if (envValue(env, 'ALIPAY_PUBLIC_KEY') && publicKey === null) invalid.push('ALIPAY_PUBLIC_KEY')
  const gateway = envValue(env, 'ALIPAY_GATEWAY') ?? DEFAULT_GATEWAY
  if (!URL.canParse(gateway)) invalid.push('ALIPAY_GATEWAY')
  if (missing.length > 0 || invalid.length > 0 || !privateKey || !publicKey) return { ok: false, missing, invalid }
  const base = publicUrl.replace(/\/+$/, '')
  return {
    ok: true,
    options: {
      appId: envValue(env, 'ALIPAY_APP_ID') ?? '',
      appPrivateKey: privateKey,
      alipayPublicKey: publicKey,
      gateway,
      notifyUrl: `${base}/api/pay/notify/alipay`,
      returnUrl: `${base}/#/pay/return`,
      clock,
    },
  }
}
