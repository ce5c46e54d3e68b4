import { latestLine, reachesLine, scoreForLine } from '@/core/domain/batchLine'
import type * as batch from '@/ports/api/batch'
import type { ParsedInputOf } from '@/ports/api/endpoint'
import type { UsesRepos } from '../../ports/ServerDeps'
import { callerOf, fail, ok, type Call, type Outcome } from '../shared/outcome'
import type { BatchRulesDeps } from './batchRules'
import { choosableBatch } from './choosableBatch'
import { filledStudent } from './filledStudent'

/** getBatch, the first step of a batch change: true when the caller's score reaches the batch's newest line. */
export async function checkBatch(
  deps: BatchRulesDeps & UsesRepos<'students'>,
  input: ParsedInputOf<typeof batch.checkBatch>,
  call: Call,
): Promise<Outcome<boolean>> {
  const student = await filledStudent(deps, callerOf(call))
  if (!student.ok) return student
  const rule = await choosableBatch(deps, student.value, input.batchId)
  if (!rule.ok) return rule
  const score = scoreForLine(student.value, student.value.artTypeName ?? null)
  if (score === null) return fail('batch.scoresFirst')
  return ok(reachesLine(score, latestLine(rule.value)))
}
