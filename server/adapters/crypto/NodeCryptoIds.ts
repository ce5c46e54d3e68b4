import { randomBytes, randomInt } from 'node:crypto'
import type { Ids } from '../../ports/Ids'

/** Invite codes avoid look-alike characters (0/O, 1/I/L) because students type them from screenshots. */
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

export class NodeCryptoIds implements Ids {
  token(): string {
    return randomBytes(32).toString('hex')
  }

  smsCode(): string {
    return String(randomInt(0, 1_000_000)).padStart(6, '0')
  }

  inviteCode(): string {
    return Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(0, INVITE_ALPHABET.length)]).join('')
  }
}
