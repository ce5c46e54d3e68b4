import { PASSWORD_WRONG_PER_PHONE_AND_ADDRESS, SIGN_IN_WINDOW_MS } from '../shared/limits'
import type { Call } from '../shared/outcome'
import { COUNT_ONLY, keepBudgets, refundBudgets, reserveBudgets, type Budget, type BudgetDeps, type Reservation } from '../shared/budgets'
import { lockKeys } from './lockKeys'

/**
 * The budgets of password guesses at one phone: a lock on (phone, address), which never stops the owner
 * elsewhere, and a count for the phone from anywhere, which never locks (a stranger could spend it) but makes
 * every try past the free ones pay a proof of work (proofOfWork.ts).
 */
export const passwordBudgets = (phone: string, ip: string): Budget[] => [
  {
    key: lockKeys.passwordPhoneAddress(phone, ip),
    limit: PASSWORD_WRONG_PER_PHONE_AND_ADDRESS,
    windowMs: SIGN_IN_WINDOW_MS,
    scope: `password sign-in for phone ${phone} from ${ip}`,
  },
  { key: lockKeys.passwordPhone(phone), limit: COUNT_ONLY, windowMs: SIGN_IN_WINDOW_MS, scope: `password sign-in for phone ${phone}` },
]

export type PasswordGuessDeps = BudgetDeps

/** Reserves one guess on the phone's budgets before the password is checked; null when this address is locked for it. */
export async function reservePasswordGuess(deps: PasswordGuessDeps, phone: string, ip: string): Promise<Reservation | null> {
  const reserved = await reserveBudgets(deps, passwordBudgets(phone, ip))
  return reserved.ok ? reserved.reservation : null
}

/** The right password takes its guess back; a wrong one keeps it (and logs the lock when it was the last allowed). */
export async function settlePasswordGuess(
  deps: PasswordGuessDeps,
  reservation: Reservation,
  right: boolean,
  who: { phone: string; userId: number | null; call: Call },
): Promise<void> {
  if (right) await refundBudgets(deps, reservation)
  else await keepBudgets(deps, reservation, who)
}
