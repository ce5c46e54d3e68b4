import { ApiError, type HttpApi } from '@/ports/HttpApi'
import type { ProofSolver } from '@/ports/ProofSolver'
import { Codes } from '@/ports/api/endpoint'
import { proofChallenge } from '@/ports/api/user'

export interface ProofDeps {
  api: HttpApi
  solver: ProofSolver
}

/**
 * Sends an attempt; when the server asks for a proof of work first (code 428: many attempts at this phone
 * lately, or the site near its SMS budget), fetches a challenge, solves it and sends the attempt once more.
 * The family sees a short wait, never a refusal of their own way in.
 */
export async function withProof<T>(
  deps: ProofDeps,
  purpose: 'sms' | 'password' | 'code',
  phone: string,
  send: (proof: string | undefined) => Promise<T>,
): Promise<T> {
  try {
    return await send(undefined)
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== Codes.proofNeeded) throw error
    const proof = await deps.solver.solve(await deps.api.call(proofChallenge, { purpose, phone }))
    if (!proof) throw error
    return send(proof)
  }
}
