import type { HttpApi } from '@/ports/HttpApi'
import type { LoginUser } from '@/ports/api/schemas'
import { studentInfo } from '@/ports/api/system'
import { formHash } from '../domain/formHash'
import { profileFormOf, type ProfileForm } from '../domain/profileForm'
import { attempt, ok, type Result } from '../result'

export interface LoadedProfile {
  user: LoginUser
  form: ProfileForm
  /** The hash of the form as saved: the form has unsaved edits while its current hash differs. */
  savedHash: string
}

/** The signed-in user's record turned into the profile form (province 浙江 when nothing is saved yet). */
export async function loadProfile(deps: { api: HttpApi }): Promise<Result<LoadedProfile>> {
  const result = await attempt(() => deps.api.call(studentInfo, {}))
  if (!result.ok) return result
  const user = result.value.loginUser
  const form = profileFormOf(user.gkUserStudent)
  return ok({ user, form, savedHash: formHash(form) })
}
