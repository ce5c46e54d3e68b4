import type { LoginUser } from '@/ports/api/schemas'

/** A signed-in student with sensible defaults; override what the test is about. */
export function aLoginUser(overrides: Partial<LoginUser> = {}): LoginUser {
  return {
    id: 7,
    phone: '13800000000',
    nickName: null,
    roles: ['student'],
    gkUserStudent: null,
    isSuperVip: 0,
    isBaseVip: 0,
    volunteerVerify: 0,
    isThreeOne: 0,
    majorSelectTest: 0,
    isSelectOne: 0,
    ...overrides,
  }
}
