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
  /** Entitlement flags (trial grants now, payments later); undefined leaves a flag as it is. */
  setEntitlements(id: number, changes: Partial<Pick<UserRecord, 'isSuperVip' | 'isBaseVip' | 'volunteerVerify' | 'isThreeOne'>>): Promise<void>
  /** Uses one volunteer check; false (and nothing changes) when none is left. Atomic. */
  takeCheck(id: number): Promise<boolean>
  /** How many accounts (registered students) there are. */
  count(): Promise<number>
}
