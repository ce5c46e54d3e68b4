import { latestLine, reachesLine, scoreForLine, batchesFor } from '@/core/domain/batchLine'
import type * as batch from '@/ports/api/batch'
import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import type { updateStudentBatch as updateStudentBatchEndpoint } from '@/ports/api/user'
import type { ServerDeps } from '../ports/ServerDeps'
import { batchOnWire, batchRules, choosableBatch, filledStudent } from './batchRules'
import { callerOf, fail, ok, type Call, type Outcome } from './outcome'

/** list/user: the batches of the caller's student type (empty before a type is saved). */
export async function userBatches(deps: ServerDeps, _input: unknown, call: Call): Promise<Outcome<OutputOf<typeof batch.userBatches>>> {
  const student = await deps.repos.students.byUserId(callerOf(call))
  return ok(batchesFor(await batchRules(deps), student?.studentType).map(batchOnWire))
}

/** listByUserId: the batch the caller currently fills for, as a list of zero or one. */
export async function batchesByUser(deps: ServerDeps, _input: unknown, call: Call): Promise<Outcome<OutputOf<typeof batch.batchesByUser>>> {
  const student = await deps.repos.students.byUserId(callerOf(call))
  const current = (await batchRules(deps)).find((rule) => rule.id === (student?.batchId ?? 0))
  return ok(current ? [{ ...batchOnWire(current), artType: student?.artTypeName ?? null }] : [])
}

/** getBatch (spec §4 step 1): true when the caller's score reaches the batch's newest line. */
export async function checkBatch(deps: ServerDeps, input: ParsedInputOf<typeof batch.checkBatch>, call: Call): Promise<Outcome<boolean>> {
  const student = await filledStudent(deps, callerOf(call))
  if (!student.ok) return student
  const rule = await choosableBatch(deps, student.value, input.batchId)
  if (!rule.ok) return rule
  const score = scoreForLine(student.value, student.value.artTypeName ?? null)
  if (score === null) return fail('batch.scoresFirst')
  return ok(reachesLine(score, latestLine(rule.value)))
}

/** upd/studentBacth (spec §4 step 5): the chosen batch, with the art type when the student has several. */
export async function updateStudentBatch(
  deps: ServerDeps,
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
