import type { AssessmentKind } from '@/ports/api/assessment'
import type * as api from '@/ports/api/assessment'
import type { OutputOf } from '@/ports/api/endpoint'
import type { UsesRepos } from '../../ports/ServerDeps'
import { callerOf, fail, ok, type Call, type Outcome } from '../shared/outcome'
import { buildAssessmentResult, type AssessmentResultDeps } from './buildAssessmentResult'
import { studentSubjectsOf } from './studentSubjectsOf'

export type AssessmentDeps = AssessmentResultDeps & UsesRepos<'assessments' | 'users' | 'students'>

export const otherKind = (kind: AssessmentKind): AssessmentKind => (kind === 'major' ? 'subjects' : 'major')

/** assessment/result: the caller's latest sheet of the test as a result on today's plan, and when they took the other test. */
export async function assessmentResult(
  deps: AssessmentDeps,
  input: { kind: AssessmentKind },
  call: Call,
): Promise<Outcome<OutputOf<typeof api.assessmentResult>>> {
  const user = await deps.repos.users.byId(callerOf(call))
  if (!user) return fail('common.sessionExpired')
  const [sheet, other] = await Promise.all([deps.repos.assessments.latest(user.id, input.kind), deps.repos.assessments.latest(user.id, otherKind(input.kind))])
  const result = sheet ? await buildAssessmentResult(deps, sheet, await studentSubjectsOf(deps, user)) : null
  return ok({ result, otherTakenAt: other?.createdAt ?? null })
}
