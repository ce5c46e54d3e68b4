import { ratioFor, type ScoreRatio } from './compositeScore'
import type { ProfileForm } from './profileForm'
import { isLegalScore, isScoreInRange, POLICY_MAX } from './scores'
import { studentKind } from './studentType'
import { BASIC_KEYS, ELECTIVE_COUNT, maxScoreOf, type SubjectKey } from './subjects'

export interface ProfileIssue {
  field: string
  /**
   * An API message key (src/ports/api/messages.ts) so client and server say the same words; a subject travels
   * as its key (`subject`), which the renderer words in the reader's language (paramWords).
   */
  key: string
  params?: Record<string, string | number>
}

function scoreIssue(key: SubjectKey, value: unknown): ProfileIssue | null {
  if (!isLegalScore(value)) return { field: key, key: 'profile.scoreIllegal', params: { subject: key } }
  if (!isScoreInRange(key, value)) return { field: key, key: 'profile.scoreTooHigh', params: { subject: key, max: maxScoreOf(key) } }
  return null
}

function professionalIssues(form: ProfileForm, ratios: readonly ScoreRatio[]): ProfileIssue[] {
  const kind = studentKind(form.studentType)
  if (kind !== 'art' && kind !== 'sport') return []
  const issues: ProfileIssue[] = []
  if (kind === 'art' && !form.artTypeName) return [{ field: 'artTypeName', key: 'profile.artTypeRequired' }]
  const pairs: [string, string | null | undefined, unknown][] = [['proScore', form.artTypeName, form.proScore]]
  // Like the payload, a second art type counts only together with its score.
  if (kind === 'art' && form.secondArtTypeName && form.secondProScore !== null && form.secondProScore !== undefined) {
    if (form.secondArtTypeName === form.artTypeName) issues.push({ field: 'secondArtTypeName', key: 'profile.secondArtTypeSame' })
    pairs.push(['secondProScore', form.secondArtTypeName, form.secondProScore])
  }
  for (const [field, type, value] of pairs) {
    const ratio = ratioFor(ratios, kind, type)
    if (!ratio) issues.push({ field, key: 'profile.artTypeUnknown', params: { field: type ?? '' } })
    else if (!isLegalScore(value) || value > ratio.proMax) issues.push({ field, key: 'profile.proScoreIllegal', params: { max: ratio.proMax } })
  }
  return issues
}

/**
 * Every rule a saved profile must meet, in form order; empty when valid. The web form shows the first
 * issue, and the server runs the very same function before anything reaches the database.
 */
export function validateProfile(form: ProfileForm, ratios: readonly ScoreRatio[]): ProfileIssue[] {
  const issues: ProfileIssue[] = []
  if (!form.province?.trim()) issues.push({ field: 'province', key: 'profile.provinceRequired' })
  if (studentKind(form.studentType) === 'none') issues.push({ field: 'studentType', key: 'profile.studentTypeRequired' })
  const chosen = new Set(form.subjects)
  if (chosen.size > ELECTIVE_COUNT) issues.push({ field: 'subject', key: 'profile.tooManySubjects', params: { max: ELECTIVE_COUNT } })
  else if (chosen.size < ELECTIVE_COUNT || chosen.size !== form.subjects.length)
    issues.push({ field: 'subject', key: 'profile.threeSubjectsRequired', params: { max: ELECTIVE_COUNT } })
  for (const key of [...BASIC_KEYS, ...chosen]) {
    const issue = scoreIssue(key, form.scores[key])
    if (issue) issues.push(issue)
  }
  if (form.addScoreType === null) {
    if (form.policyScore) issues.push({ field: 'addScoreType', key: 'profile.policyTypeRequired' })
  } else if (!isLegalScore(form.policyScore) || form.policyScore > POLICY_MAX) {
    issues.push({ field: 'policyScore', key: 'profile.policyScoreIllegal', params: { max: POLICY_MAX } })
  }
  return [...issues, ...professionalIssues(form, ratios)]
}
