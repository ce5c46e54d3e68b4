import type { HttpApi } from '@/ports/HttpApi'
import { consultBook, type ConsultPeriod, type Consultation } from '@/ports/api/consult'
import { attempt, type Result } from '../result'

export interface BookingRequest {
  userId: number
  /** null: any expert (the team assigns one). */
  expertId: number | null
  contactName: string
  phone: string
  preferredDate: string
  preferredPeriod: ConsultPeriod
  question: string
}

/** Sends a booking request; the server checks it again and answers the stored booking (已提交). */
export async function bookConsultation(deps: { api: HttpApi }, request: BookingRequest): Promise<Result<Consultation>> {
  return attempt(() => deps.api.call(consultBook, request))
}
