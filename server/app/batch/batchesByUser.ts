import type * as batch from '@/ports/api/batch'
import type { OutputOf } from '@/ports/api/endpoint'
import type { UsesRepos } from '../../ports/ServerDeps'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'
import { batchOnWire } from './batchOnWire'
import { batchRules, type BatchRulesDeps } from './batchRules'

/** listByUserId: the batch the caller currently fills for, as a list of zero or one. */
export async function batchesByUser(
  deps: BatchRulesDeps & UsesRepos<'students'>,
  _input: unknown,
  call: Call,
): Promise<Outcome<OutputOf<typeof batch.batchesByUser>>> {
  const student = await deps.repos.students.byUserId(callerOf(call))
  const current = (await batchRules(deps)).find((rule) => rule.id === (student?.batchId ?? 0))
  return ok(current ? [{ ...batchOnWire(current), artType: student?.artTypeName ?? null }] : [])
}
