import type { PasswordHasher } from '../../ports/PasswordHasher'

/** A hash of nothing anyone sends (digests are 32 hex digits), made once per hasher. */
const standIns = new WeakMap<PasswordHasher, Promise<string>>()

/**
 * Checks a password digest against the stored hash, and runs the same slow hash when there is none (no account,
 * or an account made by SMS without a password): an unknown phone then takes as long as a wrong password, so
 * timing does not tell which phones have accounts.
 */
export async function verifyPassword(hasher: PasswordHasher, secret: string, stored: string | null | undefined): Promise<boolean> {
  if (stored) return hasher.verify(secret, stored)
  let standIn = standIns.get(hasher)
  if (!standIn) standIns.set(hasher, (standIn = hasher.hash('no account: a stand-in so the work is the same')))
  await hasher.verify(secret, await standIn)
  return false
}
