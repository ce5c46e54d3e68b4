import type { ServerDeps } from '../../ports/ServerDeps'
import { PASSWORD_WRONG_PER_PHONE, PASSWORD_WRONG_PER_PHONE_AND_ADDRESS, SIGN_IN_WINDOW_MS } from '../shared/limits'
import type { Call } from '../shared/outcome'
import { recordSecurityEvent, type RecordSecurityEventDeps } from '../shared/recordSecurityEvent'

interface Budget {
  key: string
  limit: number
  /** In the security log's lock entry. */
  scope: string
}

/** The budgets of password guesses at one phone; the lock on (phone, address) never stops the owner elsewhere. */
export const passwordBudgets = (phone: string, ip: string): Budget[] => [
  { key: `${passwordLockPrefixes(phone)[0]}${ip}`, limit: PASSWORD_WRONG_PER_PHONE_AND_ADDRESS, scope: `phone ${phone} from ${ip}` },
  { key: passwordLockPrefixes(phone)[1], limit: PASSWORD_WRONG_PER_PHONE, scope: `phone ${phone}` },
]

/** The limiter keys of a phone's password budgets start with these (an operator's unlock clears them). */
export const passwordLockPrefixes = (phone: string): [string, string] => [`pw:phone-ip:${phone}:`, `pw:phone:${phone}:`]

export interface Reservation {
  phone: string
  /** The budgets this guess used, and whether it was the last their window allowed. */
  spent: { budget: Budget; last: boolean }[]
}

export type PasswordGuessDeps = Pick<ServerDeps, 'limiter'> & RecordSecurityEventDeps

/**
 * Reserves one guess on every budget before the password is checked (atomically, so parallel guesses cannot
 * slip past the count); null when a budget is spent. `settle` then takes the reservation back for the right
 * password, or keeps it and logs a lock when this wrong guess spent a budget.
 */
export async function reservePasswordGuess(deps: PasswordGuessDeps, phone: string, ip: string): Promise<Reservation | null> {
  const spent: Reservation['spent'] = []
  for (const budget of passwordBudgets(phone, ip)) {
    const decision = await deps.limiter.hit(budget.key, budget.limit, SIGN_IN_WINDOW_MS)
    if (!decision.allowed) {
      for (const taken of spent) await deps.limiter.refund(taken.budget.key)
      return null
    }
    spent.push({ budget, last: decision.remaining === 0 })
  }
  return { phone, spent }
}

export async function settlePasswordGuess(
  deps: PasswordGuessDeps,
  reservation: Reservation,
  right: boolean,
  who: { userId: number | null; call: Call },
): Promise<void> {
  if (right) {
    for (const { budget } of reservation.spent) await deps.limiter.refund(budget.key)
    return
  }
  const lifts = new Date(deps.clock.now() + SIGN_IN_WINDOW_MS).toISOString()
  for (const { budget, last } of reservation.spent)
    if (last)
      await recordSecurityEvent(deps, 'lock', {
        userId: who.userId,
        phone: reservation.phone,
        call: who.call,
        detail: `password sign-in for ${budget.scope}: ${budget.limit} wrong in ${SIGN_IN_WINDOW_MS / 60_000} min; lifts by ${lifts}`,
      })
}
