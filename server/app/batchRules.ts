import { batchesFor, latestLine, type BatchRule } from '@/core/domain/batchLine'
import { studentKind } from '@/core/domain/studentType'
import type { Student } from '@/ports/api/schemas'
import type { ServerDeps } from '../ports/ServerDeps'
import { fail, ok, type Outcome } from './outcome'

/** The stored batches with their control lines per year from the reference data (batch_lines). */
export async function batchRules(deps: ServerDeps): Promise<BatchRule[]> {
  const rows = await deps.repos.batches.batches()
  const lines = deps.reference ? await deps.reference.batchLines() : []
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    status: row.status,
    lines: row.lineBatch ? lines.filter((line) => line.batch === row.lineBatch).map((line) => ({ year: line.year, score: line.score })) : [],
  }))
}

/** A batch as the wire shows it: the newest line and its year. */
export function batchOnWire(rule: BatchRule) {
  const line = latestLine(rule)
  return { id: rule.id, name: rule.name, status: rule.status, line: line?.score ?? null, year: line?.year ?? null, artType: null }
}

/** The saved, complete profile of the caller; batch calls make no sense before scores exist. */
export async function filledStudent(deps: ServerDeps, userId: number): Promise<Outcome<Student>> {
  const student = await deps.repos.students.byUserId(userId)
  return student && student.isFill === '1' ? ok(student) : fail('batch.scoresFirst')
}

/** The batch `batchId` if this student may choose it: it exists, is enabled and is for their type. */
export async function choosableBatch(deps: ServerDeps, student: Student, batchId: number): Promise<Outcome<BatchRule>> {
  const rule = (await batchRules(deps)).find((candidate) => candidate.id === batchId)
  if (!rule) return fail('batch.unknown')
  if (rule.status === 0) return fail('batch.disabled')
  if (studentKind(student.studentType) === 'none' || batchesFor([rule], student.studentType).length === 0) return fail('batch.notForType')
  return ok(rule)
}
