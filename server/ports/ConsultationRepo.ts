import type { ConsultPeriod, ConsultStatus } from '@/ports/api/consult'

/** A student's booking request and where the team is with it. */
export interface ConsultationRecord {
  id: number
  userId: number
  /** null: no expert chosen, the team assigns one. */
  expertId: number | null
  contactName: string
  phone: string
  /** Beijing day YYYY-MM-DD. */
  preferredDate: string
  preferredPeriod: ConsultPeriod
  question: string
  status: ConsultStatus
  /** What the operator told the student; null when nothing. */
  note: string | null
  createdAt: number
  updatedAt: number
}

export type NewConsultation = Omit<ConsultationRecord, 'id' | 'status' | 'note' | 'updatedAt'>

export interface StatusChange {
  from: ConsultStatus
  to: ConsultStatus
  /** undefined keeps the note as it is. */
  note?: string | null
  at: number
}

/** Bookings. Student reads and writes are scoped by the caller's id; operators reach any booking by id. */
export interface ConsultationRepo {
  /** Stored as 已提交. */
  add(booking: NewConsultation): Promise<ConsultationRecord>
  /** The user's bookings, newest first. */
  ofUser(userId: number): Promise<ConsultationRecord[]>
  /** One of the user's bookings; null when the user has no such booking. */
  findOwn(userId: number, id: number): Promise<ConsultationRecord | null>
  /** Bookings still open (已提交 or 已联系) of the user. */
  openCount(userId: number): Promise<number>
  /** Operators: any booking by id. */
  byId(id: number): Promise<ConsultationRecord | null>
  /**
   * Moves a booking from `from` to `to` only if it still is `from` (a student's cancel and an operator's update
   * never cross); the updated booking, or null when it was not in `from` (or does not exist).
   */
  setStatus(id: number, change: StatusChange): Promise<ConsultationRecord | null>
  /** Operators: bookings newest first, optionally of one status. */
  list(query: { status?: ConsultStatus; limit: number }): Promise<ConsultationRecord[]>
}
