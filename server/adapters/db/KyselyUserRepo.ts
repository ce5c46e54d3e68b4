import type { Kysely, Selectable } from 'kysely'
import type { NewUser, UserFlag, UserRecord, UserRepo } from '../../ports/UserRepo'
import { precompiled } from './precompiled'
import type { Database, UsersTable } from './schema'

export class KyselyUserRepo implements UserRepo {
  /** The user by id is read on most signed-in requests; by phone at every sign-in. */
  private readonly byColumn

  constructor(private readonly db: Kysely<Database>) {
    const by = (column: 'id' | 'phone' | 'invite_code') =>
      precompiled(db, (value: string | number) => db.selectFrom('users').selectAll().where(column, '=', value), 1)
    this.byColumn = { id: by('id'), phone: by('phone'), invite_code: by('invite_code') }
  }

  async create(user: NewUser): Promise<UserRecord> {
    const row = await this.db
      .insertInto('users')
      .values({
        phone: user.phone,
        password_hash: user.passwordHash,
        invite_code: user.inviteCode,
        invited_by: user.invitedBy,
        nick_name: user.nickName ?? null,
        avatar: null,
        rule: null,
        subject: null,
        three_on: null,
        batch_id: null,
        created_at: user.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return toUser(row)
  }

  async byId(id: number): Promise<UserRecord | null> {
    return this.one('id', id)
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  async byPhone(phone: string): Promise<UserRecord | null> {
    return this.one('phone', phone)
  }

  async byInviteCode(code: string): Promise<UserRecord | null> {
    return this.one('invite_code', code)
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute()
  }

  async updateProfile(id: number, changes: { nickName?: string | null; avatar?: string | null }): Promise<void> {
    const set: { nick_name?: string | null; avatar?: string | null } = {}
    if (changes.nickName !== undefined) set.nick_name = changes.nickName
    if (changes.avatar !== undefined) set.avatar = changes.avatar
    if (Object.keys(set).length > 0) await this.db.updateTable('users').set(set).where('id', '=', id).execute()
  }

  async invitedBy(id: number): Promise<UserRecord[]> {
    const rows = await this.db.selectFrom('users').selectAll().where('invited_by', '=', id).orderBy('created_at').orderBy('id').execute()
    return rows.map(toUser)
  }

  async setEntitlements(id: number, changes: Partial<Pick<UserRecord, UserFlag>>): Promise<void> {
    const set: {
      is_super_vip?: number
      is_base_vip?: number
      volunteer_verify?: number
      is_three_one?: number
      major_select_test?: number
      is_select_one?: number
    } = {}
    if (changes.isSuperVip !== undefined) set.is_super_vip = changes.isSuperVip
    if (changes.isBaseVip !== undefined) set.is_base_vip = changes.isBaseVip
    if (changes.volunteerVerify !== undefined) set.volunteer_verify = changes.volunteerVerify
    if (changes.isThreeOne !== undefined) set.is_three_one = changes.isThreeOne
    if (changes.majorSelectTest !== undefined) set.major_select_test = changes.majorSelectTest
    if (changes.isSelectOne !== undefined) set.is_select_one = changes.isSelectOne
    if (Object.keys(set).length > 0) await this.db.updateTable('users').set(set).where('id', '=', id).execute()
  }

  async takeCheck(id: number): Promise<boolean> {
    // One conditional UPDATE, so two concurrent checks can never spend the same last check.
    const res = await this.db
      .updateTable('users')
      .set((eb) => ({ volunteer_verify: eb('volunteer_verify', '-', 1) }))
      .where('id', '=', id)
      .where('volunteer_verify', '>', 0)
      .executeTakeFirst()
    return Number(res.numUpdatedRows) > 0
  }

  private async one(column: 'id' | 'phone' | 'invite_code', value: string | number): Promise<UserRecord | null> {
    const row = await this.byColumn[column].first(value)
    return row ? toUser(row) : null
  }
}

function toUser(row: Selectable<UsersTable>): UserRecord {
  return {
    id: Number(row.id),
    phone: row.phone,
    passwordHash: row.password_hash,
    nickName: row.nick_name,
    avatar: row.avatar,
    inviteCode: row.invite_code,
    invitedBy: row.invited_by === null ? null : Number(row.invited_by),
    isSuperVip: Number(row.is_super_vip),
    isBaseVip: Number(row.is_base_vip),
    volunteerVerify: Number(row.volunteer_verify),
    isThreeOne: Number(row.is_three_one),
    majorSelectTest: Number(row.major_select_test),
    isSelectOne: Number(row.is_select_one),
    rule: row.rule,
    subject: row.subject,
    threeOn: row.three_on === null ? null : Number(row.three_on),
    batchId: row.batch_id === null ? null : Number(row.batch_id),
    createdAt: Number(row.created_at),
  }
}
