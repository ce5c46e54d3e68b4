import type { HttpApi } from '@/ports/HttpApi'
import { saveScores } from '@/ports/api/batch'
import { studentRecordOf, type StudentRecord } from '../session/studentRecord'
import type { ScoreRatio } from '../domain/compositeScore'
import type { ProfileForm } from '../domain/profileForm'
import { saveScoresPayload } from '../domain/saveScoresPayload'
import { validateProfile, type ProfileIssue } from '../domain/validateProfile'
import { attempt, fail, ok, type Result } from '../result'

/**
 * Checks the form with the shared rules (the first issue is what the student sees), then posts the
 * saveScoresPayload body; the saved record comes back in the app's names (studentRecord). A server refusal comes
 * back as an issue without a field, carrying the server's words.
 */
export async function saveProfile(deps: { api: HttpApi }, form: ProfileForm, ratios: readonly ScoreRatio[]): Promise<Result<StudentRecord, ProfileIssue>> {
  const issues = validateProfile(form, ratios)
  if (issues.length > 0) return fail(issues[0])
  const result = await attempt(() => deps.api.call(saveScores, saveScoresPayload(form, ratios)))
  if (!result.ok) return fail({ field: '', key: result.error })
  return ok(studentRecordOf(result.value))
}
