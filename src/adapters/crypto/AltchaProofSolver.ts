import { sha256 } from '@noble/hashes/sha2.js'
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { solveChallenge } from 'altcha-lib'
import type { ProofSolver, WorkChallenge } from '@/ports/ProofSolver'

/** Numbers tried between two yields to the page, so typing and the spinner stay smooth while it works. */
const SLICE = 4_000

/**
 * Solves ALTCHA challenges: finds `number` with SHA-256(salt + number) = challenge. Hashes with @noble/hashes from
 * the salt's precomputed state, far faster than Web Crypto's one await per try, so the work the server asks
 * of a family past many attempts takes a moment, not a long wait. Other algorithms go to
 * altcha-lib's own solver.
 */
export class AltchaProofSolver implements ProofSolver {
  async solve(challenge: WorkChallenge): Promise<string | null> {
    const number = challenge.algorithm === 'SHA-256' ? await this.sha256Number(challenge) : await this.anyNumber(challenge)
    if (number === null) return null
    const { algorithm, salt, signature } = challenge
    return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }))
  }

  private async sha256Number(challenge: WorkChallenge): Promise<number | null> {
    const target = hexToBytes(challenge.challenge)
    const salted = sha256.create().update(utf8ToBytes(challenge.salt))
    for (let start = 0; start <= challenge.maxnumber; start += SLICE) {
      const end = Math.min(challenge.maxnumber, start + SLICE - 1)
      for (let n = start; n <= end; n++)
        if (
          same(
            salted
              .clone()
              .update(utf8ToBytes(String(n)))
              .digest(),
            target,
          )
        )
          return n
      await new Promise((resume) => setTimeout(resume, 0))
    }
    return null
  }

  private async anyNumber(challenge: WorkChallenge): Promise<number | null> {
    const found = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise
    return found?.number ?? null
  }
}

function same(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}
