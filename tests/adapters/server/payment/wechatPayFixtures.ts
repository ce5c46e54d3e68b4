import { createCipheriv, createPublicKey, randomBytes, verify } from 'node:crypto'
import type { WechatPayOptions } from '../../../../server/adapters/payment/WechatPayGateway'
import type { NotifyRequest } from '../../../../server/ports/PaymentGateway'
import type { Clock } from '@/ports/Clock'
import { signPem } from './signPem'
import { pemPairFromEnv, rsaPemPair } from './rsaKeys'
import type { StubRequest } from './stubProvider'

export const MCHID = '1900000109'
export const APPID = 'wxd678efh567hg6787'
export const MERCHANT_SERIAL = '5157F09EFDC096DE15EBE81A47057A72'
export const PLATFORM_SERIAL = 'PUB_KEY_ID_0119000001092024121200000000000000'
export const APIV3_KEY = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6'

export const merchant = pemPairFromEnv('E2E_WECHAT_MERCHANT') ?? rsaPemPair()
export const platform = pemPairFromEnv('E2E_WECHAT_PLATFORM') ?? rsaPemPair()
/** Someone else's key: signatures made with it must not pass. */
export const stranger = rsaPemPair()

export const wechatOptions = (baseUrl: string, clock: Clock, more: Partial<WechatPayOptions> = {}): WechatPayOptions => ({
  mchid: MCHID,
  appid: APPID,
  merchantSerial: MERCHANT_SERIAL,
  merchantPrivateKey: merchant.privateKey,
  platformSerial: PLATFORM_SERIAL,
  platformPublicKey: platform.publicKey,
  apiV3Key: APIV3_KEY,
  baseUrl,
  notifyUrl: 'https://gaokao.example.com/api/pay/notify/wechat',
  clock,
  ...more,
})

/** A decrypted v3 transaction as WeChat Pay sends it, paid unless overridden. */
export const transaction = (more: Record<string, unknown> = {}): Record<string, unknown> => ({
  appid: APPID,
  mchid: MCHID,
  out_trade_no: 'VIP20260625000001',
  transaction_id: '4200002345202606251234567890',
  trade_type: 'NATIVE',
  trade_state: 'SUCCESS',
  trade_state_desc: '支付成功',
  bank_type: 'OTHERS',
  attach: '',
  success_time: '2026-06-25T16:05:30+08:00',
  payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
  amount: { total: 29800, payer_total: 29800, currency: 'CNY', payer_currency: 'CNY' },
  ...more,
})

/** AEAD_AES_256_GCM as WeChat Pay seals a callback: base64 of the ciphertext followed by the 16-byte tag. */
export function sealResource(plaintext: string, { key = APIV3_KEY, nonce = 'fdasflkja484', aad = 'transaction' } = {}) {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'utf8'), Buffer.from(nonce, 'utf8'))
  cipher.setAAD(Buffer.from(aad, 'utf8'))
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext: sealed.toString('base64'), associated_data: aad, nonce }
}

/** The callback envelope around a sealed resource, as JSON text. */
export const notifyBody = (resource: unknown, summary = '支付成功') =>
  JSON.stringify({
    id: 'EV-2018022511223320873',
    create_time: '2026-06-25T16:05:31+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary,
    resource,
  })

/** Wechatpay-* headers signing `body` as WeChat Pay does: `timestamp\nnonce\nbody\n` with the platform key. */
export function platformHeaders(body: string, epochMs: number, { key = platform.privateKey, serial = PLATFORM_SERIAL } = {}): Record<string, string> {
  const timestamp = String(Math.floor(epochMs / 1000))
  const nonce = randomBytes(16).toString('hex')
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-signature': signPem(key, `${timestamp}\n${nonce}\n${body}\n`),
    'wechatpay-serial': serial,
    'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
  }
}

/** A genuine callback for `tx` at the clock's time. */
export function genuineNotify(tx: Record<string, unknown>, clock: Clock): NotifyRequest {
  const body = notifyBody(sealResource(JSON.stringify(tx)))
  return { headers: platformHeaders(body, clock.now()), body }
}

/**
 * Why a request to the stub is not signed by our merchant (null when it is): the Authorization scheme, mchid,
 * serial, timestamp from the clock, and the signature over method, path with query, timestamp, nonce and body.
 */
export function authorizationProblem(request: StubRequest, clock: Clock): string | null {
  const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(request.headers.authorization ?? '')
  if (!match) return 'scheme'
  const fields = Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
  if (fields.mchid !== MCHID) return 'mchid'
  if (fields.serial_no !== MERCHANT_SERIAL) return 'serial_no'
  if (fields.timestamp !== String(Math.floor(clock.now() / 1000))) return 'timestamp'
  if (!/^[A-Za-z0-9]{16,32}$/.test(fields.nonce_str ?? '')) return 'nonce_str'
  const message = `${request.method}\n${request.url}\n${fields.timestamp}\n${fields.nonce_str}\n${request.body}\n`
  const ok = verify('sha256', Buffer.from(message, 'utf8'), createPublicKey(merchant.publicKey), Buffer.from(fields.signature ?? '', 'base64'))
  return ok ? null : 'signature'
}

/** A JSON answer signed like WeChat Pay's (or not, or with another key/serial, to test the checks). */
export function signedReply(
  status: number,
  json: unknown,
  clock: Clock,
  sign: 'platform' | 'stranger' | 'wrongSerial' | 'none' = 'platform',
): { status: number; headers: Record<string, string>; body: string } {
  const body = JSON.stringify(json)
  const headers =
    sign === 'none'
      ? {}
      : platformHeaders(body, clock.now(), {
          key: sign === 'stranger' ? stranger.privateKey : platform.privateKey,
          serial: sign === 'wrongSerial' ? 'PUB_KEY_ID_SOMEONE_ELSE' : PLATFORM_SERIAL,
        })
  return { status, headers: { 'content-type': 'application/json', 'request-id': '08F1A1B2C3', ...headers }, body }
}
