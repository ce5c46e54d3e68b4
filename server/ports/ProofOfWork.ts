/** A puzzle the client solves by brute force (ALTCHA's format): find `number` with hash(salt + number) = challenge. */
export interface WorkChallenge {
  algorithm: string
  challenge: string
  maxnumber: number
  salt: string
  signature: string
}

/** What a checked solution says: whether it holds, and the id that makes it single use. */
export interface CheckedProof {
  valid: boolean
  /** Unique per challenge (its signature); the caller spends it once. */
  id: string
  /** The work the challenge asked for (its maxnumber), so a cheap one is not taken where a dear one is due. */
  maxNumber: number
}

/**
 * Proof of work: a cost put on the guesser, not the owner (issue 34). Challenges are signed and carry their scope
 * and expiry, so the server keeps nothing until a solution comes back.
 */
export interface ProofOfWork {
  /** A challenge for `scope` (e.g. "sms:13800000000") that takes about maxNumber / 2 hashes to solve. */
  issue(scope: string, maxNumber: number, expiresAt: number): Promise<WorkChallenge>
  /** Checks a solution (base64 JSON, as the client sends it) for `scope` at time `now`: signature, hash, scope and expiry. */
  check(payload: string, scope: string, now: number): Promise<CheckedProof>
}
