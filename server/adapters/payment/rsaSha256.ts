import { sign, verify, type KeyObject } from 'node:crypto'

/** SHA256withRSA (PKCS#1 v1.5), base64: what both WeChat Pay v3 and Alipay RSA2 call a signature. */
export function signRsaSha256(privateKey: KeyObject, text: string): string {
  return sign('sha256', Buffer.from(text, 'utf8'), privateKey).toString('base64')
}

/** Whether `signature` is the provider's over `text`; false (never a throw) for anything malformed. */
export function verifyRsaSha256(publicKey: KeyObject, text: string, signature: string): boolean {
  const bytes = Buffer.from(signature, 'base64')
  // Canonical base64 only: Buffer.from skips stray characters and ignores the unused bits of the last digit, so
  // several texts decode to one signature; an altered signature text must not pass as the original.
  if (bytes.length === 0 || bytes.toString('base64') !== signature) return false
  try {
    return verify('sha256', Buffer.from(text, 'utf8'), publicKey, bytes)
  } catch {
    return false
  }
}
