/** A student account. Flags are 0/1 integers as on the wire; times are epoch ms. */
export interface UserRecord {
  id: number
  phone: string
  passwordHash: string | null
  nickName: string | null
  avatar: string | null
  inviteCode: string
  invitedBy: number | null
  isSuperVip: number
  isBaseVip: number
  volunteerVerify: number
  isThreeOne: number
  majorSelectTest: number
  isSelectOne: number
  rule: string | null
  subject: string | null
  threeOn: number | null
  batchId: number | null
  createdAt: number
}

/** The 0/1 (and count) flags of an account that setEntitlements changes. */
export type UserFlag = 'isSuperVip' | 'isBaseVip' | 'volunteerVerify' | 'isThreeOne' | 'majorSelectTest' | 'isSelectOne'

export interface NewUser {
  phone: string
  passwordHash: string | null
  inviteCode: string
  invitedBy: number | null
  nickName?: string | null
  createdAt: number
}

export interface UserRepo {
  /** Fails with an error if the phone or invite code is already taken. */
  create(user: NewUser): Promise<UserRecord>
  byId(id: number): Promise<UserRecord | null>
  byPhone(phone: string): Promise<UserRecord | null>
  byInviteCode(code: string): Promise<UserRecord | null>
  setPasswordHash(id: number, passwordHash: string): Promise<void>
  /** The personal-info page's nickname and avatar (a data URL); undefined leaves a field as it is. */
  updateProfile(id: number, changes: { nickName?: string | null; avatar?: string | null }): Promise<void>
  /** The accounts that signed up with this user's invite code, oldest first. */
  invitedBy(id: number): Promise<UserRecord[]>
  /**
   * Entitlement flags (trial grants, payments) and the flags saying a test result exists (majorSelectTest,
   * isSelectOne: set when the student saves a major or subject test); undefined leaves a flag as it is.
   */
  setEntitlements(id: number, changes: Partial<Pick<UserRecord, UserFlag>>): Promise<void>
  /** Uses one volunteer check; false (and nothing changes) when none is left. Atomic. */
  takeCheck(id: number): Promise<boolean>
  /** How many accounts (registered students) there are. */
  count(): Promise<number>
}
