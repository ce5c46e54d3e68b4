import { ApiError, errorMessage } from '@/ports/HttpApi'
import { serviceTypeOfCode } from '@/ports/api/plan'
import type { Result } from '../result'

/** A failed call to a paid area: the message, and the service type to buy when the server refused for one (46xx). */
export type PaidFailure = { message: string; serviceType: number | null }

/** A failure that is not about a missing service (a rule of ours, a row that is gone). */
export const unpaidFailure = (message: string): Result<never, PaidFailure> => ({ ok: false, error: { message, serviceType: null } })

/** The one place a rejected call to a paid area becomes a value: the page shows the buy prompt or the message. */
export async function attemptPaid<T>(run: () => Promise<T>): Promise<Result<T, PaidFailure>> {
  try {
    return { ok: true, value: await run() }
  } catch (error) {
    const serviceType = error instanceof ApiError ? serviceTypeOfCode(error.code) : null
    return { ok: false, error: { message: errorMessage(error), serviceType } }
  }
}
