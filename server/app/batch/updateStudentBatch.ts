import type { ParsedInputOf } from '@/ports/api/endpoint'
import type { updateStudentBatch as updateStudentBatchEndpoint } from '@/ports/api/user'
import type { UsesRepos } from '../../ports/ServerDeps'
import { callerOf, fail, ok, type Call, type Outcome } from '../shared/outcome'
import type { BatchRulesDeps } from './batchRules'
import { choosableBatch } from './choosableBatch'
import { filledStudent } from './filledStudent'

/** upd/studentBacth, the switch step of a batch change: the chosen batch, with the art type when the student has several. */
export async function updateStudentBatch(
  deps: BatchRulesDeps & UsesRepos<'students'>,
  input: ParsedInputOf<typeof updateStudentBatchEndpoint>,
  call: Call,
): Promise<Outcome<null>> {
  const userId = callerOf(call)
  const student = await filledStudent(deps, userId)
  if (!student.ok) return student
  const rule = await choosableBatch(deps, student.value, input.batchId)
  if (!rule.ok) return rule
  const artTypes = (student.value.userBatch ?? []).map((item) => item.artType).filter((type): type is string => !!type)
  const artTypeName = input.artTypeName ?? student.value.artTypeName ?? artTypes[0] ?? null
  if (rule.value.kind === 'art' && (!artTypeName || !artTypes.includes(artTypeName))) return fail('profile.artTypeUnknown', { field: artTypeName ?? '' })
  await deps.repos.students.save(userId, {
    ...student.value,
    batchId: rule.value.id,
    batchName: rule.value.name,
    artTypeName: rule.value.kind === 'art' ? artTypeName : student.value.artTypeName,
  })
  return ok(null)
}
