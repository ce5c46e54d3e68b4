import type { HttpApi } from '@/ports/HttpApi'
import { cooperationAdd, type CooperationKind } from '@/ports/api/consult'
import { attempt, type Result } from '../result'

export interface CooperationRequest {
  organisation: string
  contactName: string
  phone: string
  city: string
  kind: CooperationKind
  message: string
}

/** Sends the cooperation form (no sign-in needed). */
export async function submitCooperation(deps: { api: HttpApi }, request: CooperationRequest): Promise<Result<null>> {
  return attempt(() => deps.api.call(cooperationAdd, request))
}
