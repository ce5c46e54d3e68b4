import type { Ids } from '@/ports/Ids'

/** Invite codes avoid look-alike characters (0/O, 1/I/L) because students type them from screenshots. */
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** Every id from WebCrypto, which browsers and Node 20 both have: the web app, demo mode and the server share it. */
export class WebCryptoIds implements Ids {
  uuid(): string {
    return globalThis.crypto.randomUUID()
  }

  token(): string {
    return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('')
  }

  smsCode(): string {
    return String(uniform(1_000_000)).padStart(6, '0')
  }

  inviteCode(): string {
    return Array.from({ length: 8 }, () => INVITE_ALPHABET[uniform(INVITE_ALPHABET.length)]).join('')
  }
}

/** An unbiased integer in [0, bound) by rejection sampling. */
function uniform(bound: number): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound
  const cell = new Uint32Array(1)
  for (;;) {
    globalThis.crypto.getRandomValues(cell)
    if (cell[0] < limit) return cell[0] % bound
  }
}
