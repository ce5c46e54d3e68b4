import type { ServerDeps } from '../../ports/ServerDeps'
import type { Call } from './outcome'
import { recordSecurityEvent, type RecordSecurityEventDeps } from './recordSecurityEvent'

/** One budget an attempt spends: at most `limit` in `windowMs` (Infinity: counted, never refused). */
export interface Budget {
  key: string
  limit: number
  windowMs: number
  /** Names the budget in the security log: "password sign-in for phone … from …". */
  scope: string
}

export interface Reservation {
  spent: { budget: Budget; remaining: number }[]
}

export type BudgetDeps = Pick<ServerDeps, 'limiter'> & RecordSecurityEventDeps

/** The most a counted-only budget allows; the limiter wants a number. */
export const COUNT_ONLY = Number.MAX_SAFE_INTEGER

/**
 * Spends one attempt on every budget, atomically per key, before the attempt is checked (so parallel tries
 * cannot slip past a count). When one is spent already, the others are given back and that budget is answered.
 * Then either keepBudgets (a wrong guess, a code sent) or refundBudgets (the owner's right password or code).
 */
export async function reserveBudgets(
  deps: Pick<ServerDeps, 'limiter'>,
  budgets: Budget[],
): Promise<{ ok: true; reservation: Reservation } | { ok: false; refused: Budget; retryAfterMs: number }> {
  const spent: Reservation['spent'] = []
  for (const budget of budgets) {
    const decision = await deps.limiter.hit(budget.key, budget.limit, budget.windowMs)
    if (!decision.allowed) {
      for (const taken of spent) await deps.limiter.refund(taken.budget.key)
      return { ok: false, refused: budget, retryAfterMs: decision.retryAfterMs }
    }
    spent.push({ budget, remaining: decision.remaining })
  }
  return { ok: true, reservation: { spent } }
}

/** Keeps a reservation: an attempt that spent a budget's last is a lock, and the security log says who, what and until when. */
export async function keepBudgets(
  deps: BudgetDeps,
  reservation: Reservation,
  who: { phone?: string | null; userId?: number | null; call?: Call },
): Promise<void> {
  for (const { budget, remaining } of reservation.spent)
    if (remaining === 0 && budget.limit !== COUNT_ONLY) {
      const lifts = new Date(deps.clock.now() + budget.windowMs).toISOString()
      await recordSecurityEvent(deps, 'lock', {
        userId: who.userId,
        phone: who.phone,
        call: who.call,
        detail: `${budget.scope}: ${budget.limit} in ${windowText(budget.windowMs)} spent; lifts by ${lifts}`,
      })
    }
}

/** Gives back a reservation's attempts: it turned out not to be a guess (the owner's right password or code). */
export async function refundBudgets(deps: Pick<ServerDeps, 'limiter'>, reservation: Reservation): Promise<void> {
  for (const { budget } of reservation.spent) await deps.limiter.refund(budget.key)
}

export const windowText = (ms: number): string => (ms >= 3_600_000 ? `${ms / 3_600_000} h` : `${ms / 60_000} min`)
