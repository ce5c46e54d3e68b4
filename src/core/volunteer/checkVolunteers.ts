import type { HttpApi } from '@/ports/HttpApi'
import { ApiError } from '@/ports/HttpApi'
import { serviceTypeOfCode, volunteerCheck, type CheckResult } from '@/ports/api/plan'
import type { Result } from '../result'

export type CheckFailure = { message: string; serviceType: number | null }

/** Runs the check; a refusal for lack of checks carries the service type so the buy prompt can open. */
export async function checkVolunteers(deps: { api: HttpApi }): Promise<Result<CheckResult, CheckFailure>> {
  try {
    return { ok: true, value: await deps.api.call(volunteerCheck, {}) }
  } catch (error) {
    const code = error instanceof ApiError ? error.code : null
    return { ok: false, error: { message: error instanceof Error ? error.message : String(error), serviceType: code === null ? null : serviceTypeOfCode(code) } }
  }
}
