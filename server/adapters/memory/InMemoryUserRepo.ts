import type { NewUser, UserFlag, UserRecord, UserRepo } from '../../ports/UserRepo'

export class InMemoryUserRepo implements UserRepo {
  private readonly rows: UserRecord[] = []

  async create(user: NewUser): Promise<UserRecord> {
    if (this.rows.some((row) => row.phone === user.phone || row.inviteCode === user.inviteCode)) {
      throw new Error('unique constraint failed: users.phone or users.invite_code')
    }
    const record: UserRecord = {
      id: this.rows.length + 1,
      phone: user.phone,
      passwordHash: user.passwordHash,
      nickName: user.nickName ?? null,
      avatar: null,
      inviteCode: user.inviteCode,
      invitedBy: user.invitedBy,
      isSuperVip: 0,
      isBaseVip: 0,
      volunteerVerify: 0,
      isThreeOne: 0,
      majorSelectTest: 0,
      isSelectOne: 0,
      rule: null,
      subject: null,
      threeOn: null,
      batchId: null,
      createdAt: user.createdAt,
    }
    this.rows.push(record)
    return { ...record }
  }

  async byId(id: number): Promise<UserRecord | null> {
    return this.copy(this.rows.find((row) => row.id === id))
  }

  async count(): Promise<number> {
    return this.rows.length
  }

  async byPhone(phone: string): Promise<UserRecord | null> {
    return this.copy(this.rows.find((row) => row.phone === phone))
  }

  async byInviteCode(code: string): Promise<UserRecord | null> {
    return this.copy(this.rows.find((row) => row.inviteCode === code))
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    const row = this.rows.find((candidate) => candidate.id === id)
    if (row) row.passwordHash = passwordHash
  }

  async updateProfile(id: number, changes: { nickName?: string | null; avatar?: string | null }): Promise<void> {
    const row = this.rows.find((candidate) => candidate.id === id)
    if (!row) return
    if (changes.nickName !== undefined) row.nickName = changes.nickName
    if (changes.avatar !== undefined) row.avatar = changes.avatar
  }

  async invitedBy(id: number): Promise<UserRecord[]> {
    return this.rows
      .filter((row) => row.invitedBy === id)
      .sort((a, b) => a.createdAt - b.createdAt || a.id - b.id)
      .map((row) => ({ ...row }))
  }

  async setEntitlements(id: number, changes: Partial<Pick<UserRecord, UserFlag>>): Promise<void> {
    const row = this.rows.find((candidate) => candidate.id === id)
    if (row) Object.assign(row, Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)))
  }

  async takeCheck(id: number): Promise<boolean> {
    const row = this.rows.find((candidate) => candidate.id === id)
    if (!row || row.volunteerVerify <= 0) return false
    row.volunteerVerify -= 1
    return true
  }

  /** Copies so callers cannot change stored rows by mutating what they got (as with a database). */
  private copy(row: UserRecord | undefined): UserRecord | null {
    return row ? { ...row } : null
  }
}
