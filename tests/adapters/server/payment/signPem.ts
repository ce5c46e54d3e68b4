import { createPrivateKey, sign } from 'node:crypto'

/** SHA256withRSA base64, as a provider signs (written apart from the adapter's own helper so the tests check it). */
export function signPem(privateKeyPem: string, text: string): string {
  return sign('sha256', Buffer.from(text, 'utf8'), createPrivateKey(privateKeyPem)).toString('base64')
}
