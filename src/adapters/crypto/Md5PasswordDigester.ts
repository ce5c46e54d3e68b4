import md5 from 'md5'
import type { PasswordDigester } from '@/ports/PasswordDigester'

/**
 * The fixed salt appended to the password before the MD5. It only keeps the
 * typed password itself off the wire and out of logs; the server stores scrypt(digest), never the digest.
 * Changing it invalidates every stored password, so it is a constant, not configuration.
 */
export const PASSWORD_SALT = 'zjgk-ai-2026#volunteer'

export class Md5PasswordDigester implements PasswordDigester {
  digest(password: string) {
    return md5(password + PASSWORD_SALT)
  }
}
