import { ApiError } from '@/ports/HttpApi'
import { serviceTypeOfCode } from '@/ports/api/plan'
import type { Result } from '../result'

/** A failed call to a paid area: the message, and the service type to buy when the server refused for one (46xx). */
export type PaidFailure = { message: string; serviceType: number | null }

export async function attemptPaid<T>(run: () => Promise<T>): Promise<Result<T, PaidFailure>> {
  try {
    return { ok: true, value: await run() }
  } catch (error) {
    const serviceType = error instanceof ApiError ? serviceTypeOfCode(error.code) : null
    return { ok: false, error: { message: error instanceof Error ? error.message : String(error), serviceType } }
  }
}
