import { randomBytes, type KeyObject } from 'node:crypto'
import { signRsaSha256, verifyRsaSha256 } from './rsaSha256'

/** Who signs our requests: the merchant id, the serial of the merchant API certificate and its private key. */
export interface WechatPaySigner {
  mchid: string
  serial: string
  privateKey: KeyObject
}

/** The key WeChat Pay signs answers and callbacks with: a platform certificate or a 微信支付公钥, named by its serial. */
export interface WechatPayVerifier {
  serial: string
  publicKey: KeyObject
}

/**
 * The Authorization header of an APIv3 request. The signed message is method, the path with its query as sent,
 * the timestamp (seconds), the nonce and the body (empty for GET), each followed by a newline.
 */
export function wechatPayAuthorization(signer: WechatPaySigner, method: string, pathWithQuery: string, body: string, epochMs: number): string {
  const timestamp = String(Math.floor(epochMs / 1000))
  const nonce = randomBytes(16).toString('hex')
  const signature = signRsaSha256(signer.privateKey, `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`)
  return `WECHATPAY2-SHA256-RSA2048 mchid="${signer.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${signer.serial}"`
}

/**
 * Why a response or callback is not signed by WeChat Pay with the configured key, or null when it is. The message is
 * `timestamp\nnonce\nbody\n` from the Wechatpay-* headers; a different serial means a key we do not hold (or a forgery).
 */
export function wechatPaySignatureProblem(header: (name: string) => string | undefined, body: string, verifier: WechatPayVerifier): string | null {
  const timestamp = header('wechatpay-timestamp')
  const nonce = header('wechatpay-nonce')
  const signature = header('wechatpay-signature')
  const serial = header('wechatpay-serial')
  if (!timestamp || !nonce || !signature || !serial) return 'unsigned'
  if (serial !== verifier.serial) return `signed with serial ${serial}, not the configured platform serial`
  if (!verifyRsaSha256(verifier.publicKey, `${timestamp}\n${nonce}\n${body}\n`, signature)) return 'bad signature'
  return null
}
