import { createPublicKey, verify } from 'node:crypto'
import type { AlipayOptions } from '../../../../server/adapters/payment/AlipayGateway'
import type { Clock } from '@/ports/Clock'
import { rsaPemPair } from './rsaKeys'
import { signPem } from './signPem'

export const APP_ID = '2021004100000001'
export const app = rsaPemPair()
export const alipay = rsaPemPair()
export const stranger = rsaPemPair()

export const alipayOptions = (gateway: string, clock: Clock, more: Partial<AlipayOptions> = {}): AlipayOptions => ({
  appId: APP_ID,
  appPrivateKey: app.privateKey,
  alipayPublicKey: alipay.publicKey,
  gateway,
  notifyUrl: 'https://gaokao.example.com/api/pay/notify/alipay',
  returnUrl: 'https://gaokao.example.com/#/pay/return',
  clock,
  ...more,
})

/** Sorted `k=v&…` over the parameters, unencoded, minus the named ones and, for requests, empty values. */
export const signContent = (params: Record<string, string>, leaveOut: string[], skipEmpty: boolean) =>
  Object.keys(params)
    .filter((k) => !leaveOut.includes(k) && !(skipEmpty && params[k] === ''))
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')

/** Whether a request's parameters carry our application's RSA2 signature (as Alipay checks it). */
export function signedByApp(params: Record<string, string>): boolean {
  return verify('sha256', Buffer.from(signContent(params, ['sign'], true), 'utf8'), createPublicKey(app.publicKey), Buffer.from(params.sign ?? '', 'base64'))
}

/** The fields of a trade_status_sync notification, paid unless overridden. */
export const notifyFields = (more: Record<string, string> = {}): Record<string, string> => ({
  gmt_create: '2026-06-25 16:01:02',
  charset: 'utf-8',
  gmt_payment: '2026-06-25 16:05:30',
  notify_time: '2026-06-25 16:05:31',
  subject: '尊享版会员（1年）',
  buyer_id: '2088102122524333',
  invoice_amount: '298.00',
  version: '1.0',
  notify_id: '2026062500222160531012345678',
  fund_bill_list: '[{"amount":"298.00","fundChannel":"ALIPAYACCOUNT"}]',
  notify_type: 'trade_status_sync',
  out_trade_no: 'VIP20260625000002',
  total_amount: '298.00',
  trade_status: 'TRADE_SUCCESS',
  trade_no: '2026062522001433331412345678',
  auth_app_id: APP_ID,
  receipt_amount: '298.00',
  point_amount: '0.00',
  app_id: APP_ID,
  buyer_pay_amount: '298.00',
  seller_id: '2088102119685838',
  ...more,
})

/** A notification body as Alipay posts it: form-encoded, signed over every field but sign and sign_type. */
export function notifyBody(fields: Record<string, string>, key = alipay.privateKey): string {
  const sign = signPem(key, signContent(fields, ['sign', 'sign_type'], false))
  return new URLSearchParams({ ...fields, sign_type: 'RSA2', sign }).toString()
}

/**
 * An Alipay gateway answer: `responseText` placed verbatim under `name` and signed as it stands, the way Alipay
 * writes its own spacing and escapes. `sign` chooses the signer, or none.
 */
export function gatewayReply(
  responseText: string,
  {
    name = 'alipay_trade_query_response',
    sign = 'alipay',
    signFirst = false,
  }: { name?: string; sign?: 'alipay' | 'stranger' | 'none'; signFirst?: boolean } = {},
): { status: number; headers: Record<string, string>; body: string } {
  const signature = sign === 'none' ? null : signPem(sign === 'alipay' ? alipay.privateKey : stranger.privateKey, responseText)
  const member = `"${name}": ${responseText}`
  const signMember = signature === null ? null : `"sign":"${signature}"`
  const parts = signFirst ? [signMember, member] : [member, signMember]
  return { status: 200, headers: { 'content-type': 'text/html;charset=utf-8' }, body: `{${parts.filter(Boolean).join(',')}}` }
}
