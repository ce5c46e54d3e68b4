import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import type { PasswordHasher } from '../../ports/PasswordHasher'

const KEY_LENGTH = 32

function derive(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(secret, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))))
}

/** scrypt with a per-user random salt; the cost is stored with the hash so it can be raised later. */
export class ScryptPasswordHasher implements PasswordHasher {
  constructor(private readonly cost = 16384) {}

  async hash(secret: string): Promise<string> {
    const salt = randomBytes(16)
    const key = await derive(secret, salt, { N: this.cost, r: 8, p: 1 })
    return `scrypt$${this.cost}$${salt.toString('base64')}$${key.toString('base64')}`
  }

  async verify(secret: string, stored: string): Promise<boolean> {
    const [kind, cost, salt, expected] = stored.split('$')
    if (kind !== 'scrypt' || !salt || !expected) return false
    const key = await derive(secret, Buffer.from(salt, 'base64'), { N: Number(cost), r: 8, p: 1 })
    const wanted = Buffer.from(expected, 'base64')
    return wanted.length === key.length && timingSafeEqual(wanted, key)
  }
}
