import { batchesFor } from '@/core/domain/batchLine'
import type * as batch from '@/ports/api/batch'
import type { OutputOf } from '@/ports/api/endpoint'
import type { UsesRepos } from '../../ports/ServerDeps'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'
import { batchOnWire } from './batchOnWire'
import { batchRules, type BatchRulesDeps } from './batchRules'

/** list/user: the batches of the caller's student type (empty before a type is saved). */
export async function userBatches(
  deps: BatchRulesDeps & UsesRepos<'students'>,
  _input: unknown,
  call: Call,
): Promise<Outcome<OutputOf<typeof batch.userBatches>>> {
  const student = await deps.repos.students.byUserId(callerOf(call))
  return ok(batchesFor(await batchRules(deps), student?.studentType).map(batchOnWire))
}
