/**
 * A record of every entitlement given without payment, so a trial is never granted twice and can be
 * told apart from a purchase later (payment is a later issue).
 */
export interface Grant {
  userId: number
  kind: 'trial'
  /** What was granted, as text for people, e.g. "isBaseVip=1, volunteerVerify+3". */
  detail: string
  at: number
}

export interface GrantRepo {
  has(userId: number, kind: Grant['kind']): Promise<boolean>
  /** False when the user already had a grant of this kind (nothing recorded). */
  record(grant: Grant): Promise<boolean>
}
