import type { HttpApi } from '@/ports/HttpApi'
import { sessionUserOf, type SessionUser } from '@/core/session/sessionUser'
import { studentInfo } from '@/ports/api/system'
import { formHash } from '../domain/formHash'
import { profileFormOf, type ProfileForm } from '../domain/profileForm'
import { attempt, ok, type Result } from '../result'

export interface LoadedProfile {
  user: SessionUser
  form: ProfileForm
  /** The hash of the form as saved: the form has unsaved edits while its current hash differs. */
  savedHash: string
}

/** The signed-in user's record turned into the profile form (province 浙江 when nothing is saved yet). */
export async function loadProfile(deps: { api: HttpApi }): Promise<Result<LoadedProfile>> {
  const result = await attempt(() => deps.api.call(studentInfo, {}))
  if (!result.ok) return result
  const user = sessionUserOf(result.value.loginUser)
  const form = profileFormOf(user.student)
  return ok({ user, form, savedHash: formHash(form) })
}
