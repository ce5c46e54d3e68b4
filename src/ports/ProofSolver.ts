import type { OutputOf } from './api/endpoint'
import type { proofChallenge } from './api/user'

export type WorkChallenge = OutputOf<typeof proofChallenge>

/** Solves a proof-of-work challenge the server set (issue 34); the solution as the server takes it, or null. */
export interface ProofSolver {
  solve(challenge: WorkChallenge): Promise<string | null>
}
export const ProofSolver = Symbol('ProofSolver')
