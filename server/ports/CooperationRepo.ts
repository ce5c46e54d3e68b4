import type { CooperationKind } from '@/ports/api/consult'

/** A cooperation request from the /codeForm page (anonymous). */
export interface CooperationRecord {
  id: number
  organisation: string
  contactName: string
  phone: string
  city: string
  kind: CooperationKind
  message: string
  createdAt: number
}

export type NewCooperation = Omit<CooperationRecord, 'id'>

/** Cooperation requests; anonymous writes, so the store is bounded by count and age (see submitCooperation). */
export interface CooperationRepo {
  add(request: NewCooperation): Promise<CooperationRecord>
  /** How many were stored at or after `at`. */
  countSince(at: number): Promise<number>
  /** Deletes those stored before `at`; answers how many went. */
  pruneBefore(at: number): Promise<number>
  /** Newest first. */
  list(limit: number): Promise<CooperationRecord[]>
}
