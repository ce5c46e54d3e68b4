import { createChallenge, extractParams, verifySolution } from 'altcha-lib'
import type { Challenge } from 'altcha-lib/types'
import type { CheckedProof, ProofOfWork, WorkChallenge } from '../../ports/ProofOfWork'

const INVALID = { valid: false, id: '', maxNumber: 0 }

/**
 * ALTCHA challenges (altcha-lib): HMAC-signed, so any process holding the key checks them. The scope and the
 * expiry travel in the salt's parameters; the expiry is compared with our clock, not the library's, so tests
 * and the server agree on time.
 */
export class AltchaProofOfWork implements ProofOfWork {
  constructor(private readonly hmacKey: string) {}

  async issue(scope: string, maxNumber: number, expiresAt: number): Promise<WorkChallenge> {
    const made = await createChallenge({ hmacKey: this.hmacKey, maxNumber, params: { scope, until: String(expiresAt), work: String(maxNumber) } })
    return { algorithm: made.algorithm, challenge: made.challenge, maxnumber: made.maxnumber ?? maxNumber, salt: made.salt, signature: made.signature }
  }

  async check(payload: string, scope: string, now: number): Promise<CheckedProof> {
    let parsed: unknown
    try {
      parsed = JSON.parse(atob(payload))
    } catch {
      return INVALID
    }
    if (typeof parsed !== 'object' || parsed === null || typeof (parsed as { salt?: unknown }).salt !== 'string') return INVALID
    const solution = parsed as { salt: string; signature?: unknown }
    const params = extractParams({ salt: solution.salt } as Challenge)
    if (params.scope !== scope || !(Number(params.until) > now)) return INVALID
    // The library's own expiry check reads the real time; ours (above) reads the server's clock.
    const valid = await verifySolution(payload, this.hmacKey, false).catch(() => false)
    return valid ? { valid, id: String(solution.signature), maxNumber: Number(params.work) } : INVALID
  }
}

/** A fresh 256-bit key, hex: one process's own when CHALLENGE_KEY is not set. */
export function randomKey(): string {
  return [...globalThis.crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')
}
