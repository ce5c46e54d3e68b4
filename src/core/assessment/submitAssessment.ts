import { INVENTORY_VERSION, isAnswerSheet } from '@/core/domain/assessment/inventory'
import type { HttpApi } from '@/ports/HttpApi'
import { reuseAssessment as reuseEndpoint, saveAssessment, type AssessmentKind, type AssessmentResult } from '@/ports/api/assessment'
import { attempt, fail, type Result } from '../result'

/** Sends a complete answer sheet (the same rule the server applies first) and answers the result. */
export async function submitAssessment(deps: { api: HttpApi }, kind: AssessmentKind, answers: ReadonlyArray<number | null>): Promise<Result<AssessmentResult>> {
  const sheet = answers.filter((a): a is number => a !== null)
  if (sheet.length !== answers.length || !isAnswerSheet(sheet)) return fail('assess.incomplete')
  return attempt(() => deps.api.call(saveAssessment, { kind, version: INVENTORY_VERSION, answers: sheet }))
}

/** Takes the other test's latest answers for this test. */
export function reuseAssessment(deps: { api: HttpApi }, kind: AssessmentKind): Promise<Result<AssessmentResult>> {
  return attempt(() => deps.api.call(reuseEndpoint, { kind }))
}
