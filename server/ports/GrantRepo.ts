/**
 * A record of every entitlement given without payment, so a trial is never granted twice and can be
 * told apart from a purchase once online payment exists. 'operator' rows are what an operator
 * granted or revoked by hand (`npm run admin`); a user may have any number of them.
 */
export interface Grant {
  userId: number
  kind: 'trial' | 'operator' | 'order'
  /** What was granted, as text for people, e.g. "isBaseVip=1, volunteerVerify+3". */
  detail: string
  at: number
}

export interface GrantRepo {
  has(userId: number, kind: Grant['kind']): Promise<boolean>
  /** False when a trial was already recorded for the user (nothing recorded); operator rows are always recorded. */
  record(grant: Grant): Promise<boolean>
  /** Every grant of the user, oldest first. */
  list(userId: number): Promise<Grant[]>
}
