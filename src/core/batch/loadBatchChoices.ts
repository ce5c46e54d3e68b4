import type { HttpApi } from '@/ports/HttpApi'
import { userBatches } from '@/ports/api/batch'
import type { SessionUser } from '@/core/session/sessionUser'
import type { BatchChoice } from '../domain/batchChange'
import { attempt, ok, type Result } from '../result'

export interface BatchChoices {
  batches: { id: number; name: string; status: number; line?: number | null; year?: number | null }[]
  /** The student's art types; with two, the chooser asks for the art type first. */
  artTypes: string[]
  current: BatchChoice | null
  /** An empty list reads "Please select examinee type first". */
  emptyMessage: 'batch.selectTypeFirst' | null
}

/** What the batch chooser (event openChooseBatch) shows for this student. */
export async function loadBatchChoices(deps: { api: HttpApi }, user: SessionUser): Promise<Result<BatchChoices>> {
  const result = await attempt(() => deps.api.call(userBatches, {}))
  if (!result.ok) return result
  const student = user.student
  const artTypes = [...new Set((student?.userBatch ?? []).map((item) => item.artType).filter((type): type is string => !!type))]
  const batchId = student?.batchId ?? 0
  return ok({
    batches: result.value,
    artTypes,
    current: batchId > 0 ? { batchId, artType: student?.artTypeName ?? null } : null,
    emptyMessage: result.value.length === 0 ? 'batch.selectTypeFirst' : null,
  })
}
