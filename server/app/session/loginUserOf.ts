import type { LoginUser, Student } from '@/ports/api/schemas'
import type { UserRecord } from '../../ports/UserRepo'

/** The user info as the web app reads it; gkUserStudent stays null until a profile is saved. */
export function loginUserOf(user: UserRecord, student: Student | null): LoginUser {
  return {
    id: user.id,
    phone: user.phone,
    nickName: user.nickName,
    avatar: user.avatar,
    roles: ['student'],
    gkUserStudent: student,
    isSuperVip: user.isSuperVip,
    isBaseVip: user.isBaseVip,
    volunteerVerify: user.volunteerVerify,
    isThreeOne: user.isThreeOne,
    majorSelectTest: user.majorSelectTest,
    isSelectOne: user.isSelectOne,
    rule: user.rule,
    subject: user.subject,
    threeOn: user.threeOn,
    gkBatchDto: null,
    inviteCode: user.inviteCode,
  }
}
