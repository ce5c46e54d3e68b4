import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { COUNT_ONLY, keepBudgets, refundBudgets, reserveBudgets, type Budget, type BudgetDeps } from '../shared/budgets'
import { SIGN_IN_WINDOW_MS, SMS_WRONG_CODES_PER_PHONE_AND_ADDRESS } from '../shared/limits'
import { fail, ok, type Call, type Outcome } from '../shared/outcome'
import { recordSecurityEvent } from '../shared/recordSecurityEvent'
import { liftPhoneLocks } from './liftPhoneLocks'
import { lockKeys } from './lockKeys'
import { demandProof, type ProofDeps } from './proofOfWork'

export type CheckSmsCodeDeps = UsesRepos<'smsCodes'> & ProofDeps & BudgetDeps & Pick<ServerDeps, 'digest' | 'clock'>

/** Wrong codes lock this address for this phone; counted for the phone from anywhere, they only ask for work. */
const codeBudgets = (phone: string, ip: string): Budget[] => [
  {
    key: lockKeys.codePhoneAddress(phone, ip),
    limit: SMS_WRONG_CODES_PER_PHONE_AND_ADDRESS,
    windowMs: SIGN_IN_WINDOW_MS,
    scope: `SMS codes for phone ${phone} from ${ip}`,
  },
  { key: lockKeys.codePhone(phone), limit: COUNT_ONLY, windowMs: SIGN_IN_WINDOW_MS, scope: `SMS codes for phone ${phone}` },
]

/**
 * Spends a code sent to the phone (valid once, within its 5 minutes). A wrong code never kills the owner's
 * (issue 34: five strangers' guesses used to): it costs the guessing address its budget for the phone, and past
 * the phone's free wrong codes every try needs a proof of work. The right code lifts the phone's locks, since
 * whoever holds it holds the phone. Only an address's first wrong code and its lock go to the security log, so
 * a flood of guesses does not fill it.
 */
export async function checkSmsCode(
  deps: CheckSmsCodeDeps,
  /** signedIn: a session of the account sends it, already limited per account (no proof of work asked). */
  attempt: { phone: string; code: string; proof?: string; route: string; signedIn?: boolean },
  call: Call,
): Promise<Outcome<null>> {
  const { phone, code } = attempt
  const proofNeeded = attempt.signedIn ? null : await demandProof(deps, 'code', phone, attempt.proof)
  if (proofNeeded) return proofNeeded
  const reserved = await reserveBudgets(deps, codeBudgets(phone, call.ip))
  if (!reserved.ok) return fail('login.tooManyAttempts')
  const right = /^\d{6}$/.test(code) && (await deps.repos.smsCodes.consume(phone, await deps.digest.sha256(`${phone}:${code}`), deps.clock.now()))
  if (right) {
    await refundBudgets(deps, reserved.reservation)
    await liftPhoneLocks(deps, phone, call, `the owner's SMS code (${attempt.route})`)
    return ok(null)
  }
  const [perAddress] = reserved.reservation.spent
  if (perAddress.remaining === perAddress.budget.limit - 1)
    await recordSecurityEvent(deps, 'signIn.failed', { phone, call, detail: `${attempt.route}: wrong or expired code` })
  await keepBudgets(deps, reserved.reservation, { phone, call })
  return fail('login.smsCodeWrong')
}
