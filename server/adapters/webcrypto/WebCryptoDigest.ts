import type { Digest } from '../../ports/Digest'

/** sha-256 through WebCrypto, which exists in browsers and in Node 20 alike. */
export class WebCryptoDigest implements Digest {
  async sha256(text: string): Promise<string> {
    const bytes = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
    return toHex(new Uint8Array(bytes))
  }
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
