import { INVENTORY_VERSION } from '@/core/domain/assessment/inventory'
import type { AssessmentKind, AssessmentResult } from '@/ports/api/assessment'
import type { ServerDeps } from '../../ports/ServerDeps'
import { callerOf, fail, type Call, type Outcome } from '../shared/outcome'
import { otherKind, type AssessmentDeps } from './assessmentResult'
import { storeSheet } from './saveAssessment'

/** assessment/reuse: the other test's newest answers become this test's (both ask the same inventory). */
export async function reuseAssessment(
  deps: AssessmentDeps & Pick<ServerDeps, 'clock'>,
  input: { kind: AssessmentKind },
  call: Call,
): Promise<Outcome<AssessmentResult>> {
  const userId = callerOf(call)
  const other = await deps.repos.assessments.latest(userId, otherKind(input.kind))
  if (!other || other.version !== INVENTORY_VERSION) return fail('assess.nothingToReuse')
  return storeSheet(deps, userId, input.kind, other.answers)
}
