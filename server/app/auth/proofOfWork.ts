import type { ParsedInputOf, OutputOf } from '@/ports/api/endpoint'
import { Codes } from '@/ports/api/endpoint'
import type { proofChallenge } from '@/ports/api/user'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import {
  DAY,
  PASSWORD_FREE_WRONG_PER_PHONE,
  PROOF_BASE_WORK,
  PROOF_DOUBLES_EVERY,
  PROOF_MAX_WORK,
  PROOF_TTL_MS,
  SIGN_IN_WINDOW_MS,
  SMS_BUDGET_PROOF_SHARE,
  SMS_FREE_SENDS_PER_PHONE_PER_DAY,
  SMS_FREE_WRONG_CODES_PER_PHONE,
  HOUR,
} from '../shared/limits'
import { ok, type Outcome } from '../shared/outcome'
import { lockKeys } from './lockKeys'

/** What a proof is asked for: sending a code, guessing a password, guessing a code. */
export type ProofPurpose = 'sms' | 'password' | 'code'

export type ProofDeps = UsesRepos<'smsCodes'> & Pick<ServerDeps, 'pow' | 'limiter' | 'clock' | 'settings'>

/** The work (ALTCHA maxnumber) asked for `excess` attempts past the free ones; 0 when none is asked. */
export function proofWork(excess: number): number {
  if (excess <= 0) return 0
  return Math.min(PROOF_MAX_WORK, PROOF_BASE_WORK * 2 ** Math.floor((excess - 1) / PROOF_DOUBLES_EVERY))
}

/**
 * How many attempts past the free ones this one would be: sends to the phone today, wrong passwords or wrong
 * codes for it in the last 15 minutes (from anyone). A site near its SMS budget asks every sender for work.
 */
export async function proofExcess(deps: ProofDeps, purpose: ProofPurpose, phone: string): Promise<number> {
  const now = deps.clock.now()
  if (purpose === 'password') return (await deps.limiter.count(lockKeys.passwordPhone(phone), SIGN_IN_WINDOW_MS)) - PASSWORD_FREE_WRONG_PER_PHONE + 1
  if (purpose === 'code') return (await deps.limiter.count(lockKeys.codePhone(phone), SIGN_IN_WINDOW_MS)) - SMS_FREE_WRONG_CODES_PER_PHONE + 1
  const phoneExcess = (await deps.repos.smsCodes.countSentSince(phone, now - DAY)) - SMS_FREE_SENDS_PER_PHONE_PER_DAY + 1
  const siteBusy = (await deps.limiter.count(lockKeys.smsSite('hour'), HOUR)) >= deps.settings.smsBudget.perHour * SMS_BUDGET_PROOF_SHARE
  return Math.max(phoneExcess, siteBusy ? 1 : 0)
}

const scopeOf = (purpose: ProofPurpose, phone: string) => `${purpose}:${phone}`

/** The challenge endpoint: work scaled to the phone's pressure now (the base work when none is due yet). */
export async function issueChallenge(deps: ProofDeps, input: ParsedInputOf<typeof proofChallenge>): Promise<Outcome<OutputOf<typeof proofChallenge>>> {
  const work = proofWork(Math.max(1, await proofExcess(deps, input.purpose, input.phone)))
  return ok(await deps.pow.issue(scopeOf(input.purpose, input.phone), work, deps.clock.now() + PROOF_TTL_MS))
}

/**
 * Null when the attempt may go on: it is within the free ones, or it carries an unspent solution of a challenge
 * for this purpose and phone, of at least half the work due now (the pressure may rise while it is solved).
 * Otherwise the answer code 428 tells the client to fetch a challenge, solve it and send the attempt again.
 */
export async function demandProof(deps: ProofDeps, purpose: ProofPurpose, phone: string, proof: string | undefined): Promise<Outcome<never> | null> {
  const due = proofWork(await proofExcess(deps, purpose, phone))
  if (due === 0) return null
  const needed: Outcome<never> = { ok: false, error: 'security.proofNeeded', code: Codes.proofNeeded }
  if (!proof) return needed
  const checked = await deps.pow.check(proof, scopeOf(purpose, phone), deps.clock.now())
  if (!checked.valid || checked.maxNumber * 2 < due) return needed
  // Single use: a solution replayed within its life is refused.
  const first = await deps.limiter.hit(lockKeys.proofSpent(checked.id), 1, PROOF_TTL_MS)
  return first.allowed ? null : needed
}
