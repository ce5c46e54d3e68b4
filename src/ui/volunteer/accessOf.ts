import { ApiError } from '@/ports/HttpApi'
import { serviceTypeOfCode } from '@/ports/api/plan'

/** What a failed call means for the page: a missing service (show the access prompt) or a message. */
export interface CallFailure {
  needService: number | null
  message: string
}

export function failureOf(error: unknown): CallFailure {
  if (error instanceof ApiError) return { needService: serviceTypeOfCode(error.code), message: error.message }
  return { needService: null, message: error instanceof Error ? error.message : String(error) }
}
