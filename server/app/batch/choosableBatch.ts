import { batchesFor, type BatchRule } from '@/core/domain/batchLine'
import { studentKind } from '@/core/domain/studentType'
import type { Student } from '@/ports/api/schemas'
import { fail, ok, type Outcome } from '../shared/outcome'
import { batchRules, type BatchRulesDeps } from './batchRules'

/** The batch `batchId` if this student may choose it: it exists, is enabled and is for their type. */
export async function choosableBatch(deps: BatchRulesDeps, student: Student, batchId: number): Promise<Outcome<BatchRule>> {
  const rule = (await batchRules(deps)).find((candidate) => candidate.id === batchId)
  if (!rule) return fail('batch.unknown')
  if (rule.status === 0) return fail('batch.disabled')
  if (studentKind(student.studentType) === 'none' || batchesFor([rule], student.studentType).length === 0) return fail('batch.notForType')
  return ok(rule)
}
