import type { PasswordHasher } from '../../server/ports/PasswordHasher'

/** Passes every call to the real hasher and counts them, to show that two paths do the same slow work. */
export class CountingPasswordHasher implements PasswordHasher {
  hashes = 0
  verifies = 0

  constructor(private readonly inner: PasswordHasher) {}

  hash(secret: string): Promise<string> {
    this.hashes++
    return this.inner.hash(secret)
  }

  verify(secret: string, stored: string): Promise<boolean> {
    this.verifies++
    return this.inner.verify(secret, stored)
  }
}
