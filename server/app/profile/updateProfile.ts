import { avatarDataUrlError } from '@/core/domain/imageResize'
import type { ParsedInputOf } from '@/ports/api/endpoint'
import type * as user from '@/ports/api/user'
import type { UsesRepos } from '../../ports/ServerDeps'
import { callerOf, fail, ok, type Call, type Outcome } from '../shared/outcome'

/** updPass (personal info): nickname and avatar; the avatar must be an image data URL of at most 2 MB. */
export async function updateProfile(deps: UsesRepos<'users'>, input: ParsedInputOf<typeof user.updateProfile>, call: Call): Promise<Outcome<null>> {
  if (input.avatar !== undefined) {
    const invalid = avatarDataUrlError(input.avatar)
    if (invalid) return fail(invalid)
  }
  const nickName = input.nickName === undefined ? undefined : input.nickName.trim() || null
  await deps.repos.users.updateProfile(callerOf(call), { nickName, avatar: input.avatar })
  return ok(null)
}
