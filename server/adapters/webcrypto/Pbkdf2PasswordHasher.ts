import type { PasswordHasher } from '../../ports/PasswordHasher'
import { toHex } from './WebCryptoDigest'

/** PBKDF2-SHA256 through WebCrypto, for demo mode in the browser (the server uses scrypt). */
export class Pbkdf2PasswordHasher implements PasswordHasher {
  constructor(private readonly iterations = 100_000) {}

  async hash(secret: string): Promise<string> {
    const salt = toHex(globalThis.crypto.getRandomValues(new Uint8Array(16)))
    return `pbkdf2$${this.iterations}$${salt}$${await derive(secret, salt, this.iterations)}`
  }

  async verify(secret: string, stored: string): Promise<boolean> {
    const [kind, iterations, salt, expected] = stored.split('$')
    if (kind !== 'pbkdf2' || !salt || !expected) return false
    return (await derive(secret, salt, Number(iterations))) === expected
  }
}

async function derive(secret: string, salt: string, iterations: number): Promise<string> {
  const subtle = globalThis.crypto.subtle
  const key = await subtle.importKey('raw', new TextEncoder().encode(secret), 'PBKDF2', false, ['deriveBits'])
  const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: new TextEncoder().encode(salt), iterations }, key, 256)
  return toHex(new Uint8Array(bits))
}
