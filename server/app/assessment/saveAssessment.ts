import { INVENTORY_VERSION, isAnswerSheet } from '@/core/domain/assessment/inventory'
import type { AssessmentKind, AssessmentResult } from '@/ports/api/assessment'
import type { ServerDeps } from '../../ports/ServerDeps'
import { callerOf, fail, ok, type Call, type Outcome } from '../shared/outcome'
import type { AssessmentDeps } from './assessmentResult'
import { buildAssessmentResult } from './buildAssessmentResult'
import { studentSubjectsOf } from './studentSubjectsOf'

/** The user flag saying a result of the test exists. */
const FLAG = { major: 'majorSelectTest', subjects: 'isSelectOne' } as const

/** Stores a complete answer sheet as the caller's newest result of the test, sets the test's flag and answers the result. */
export async function storeSheet(
  deps: AssessmentDeps & Pick<ServerDeps, 'clock'>,
  userId: number,
  kind: AssessmentKind,
  answers: readonly number[],
): Promise<Outcome<AssessmentResult>> {
  const user = await deps.repos.users.byId(userId)
  if (!user) return fail('common.sessionExpired')
  const sheet = await deps.repos.assessments.add({ userId, kind, version: INVENTORY_VERSION, answers: [...answers], createdAt: deps.clock.now() })
  await deps.repos.users.setEntitlements(userId, { [FLAG[kind]]: 1 })
  const result = await buildAssessmentResult(deps, sheet, await studentSubjectsOf(deps, user))
  return result ? ok(result) : fail('assess.incomplete')
}

/** assessment/save: one answer 1–5 for every item of the current inventory, or nothing is stored. */
export async function saveAssessment(
  deps: AssessmentDeps & Pick<ServerDeps, 'clock'>,
  input: { kind: AssessmentKind; version: string; answers: number[] },
  call: Call,
): Promise<Outcome<AssessmentResult>> {
  if (input.version !== INVENTORY_VERSION) return fail('assess.oldVersion')
  if (!isAnswerSheet(input.answers)) return fail('assess.incomplete')
  return storeSheet(deps, callerOf(call), input.kind, input.answers)
}
