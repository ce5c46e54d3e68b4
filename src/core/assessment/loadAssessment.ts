import type { HttpApi } from '@/ports/HttpApi'
import { assessmentResult, type AssessmentKind } from '@/ports/api/assessment'
import type { OutputOf } from '@/ports/api/endpoint'
import { attempt, type Result } from '../result'

export type AssessmentState = OutputOf<typeof assessmentResult>

/** The student's latest result of one test (null before the first) and when they took the other one. */
export function loadAssessment(deps: { api: HttpApi }, kind: AssessmentKind): Promise<Result<AssessmentState>> {
  return attempt(() => deps.api.call(assessmentResult, { kind }))
}
