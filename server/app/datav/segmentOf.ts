import type { Segment } from '@/core/domain/admission/studentView'
import type { BatchRow } from '../../ports/BatchRepo'

/** The ordinary segment a batch fills (一段 / 二段), or null for art, sport and batches without a line (no forecasts). */
export function segmentOf(batches: readonly BatchRow[], batchId: number | null): Segment | null {
  const batch = batches.find((b) => b.id === batchId)
  if (!batch || batch.kind !== 'ordinary') return null
  return batch.lineBatch === '一段' || batch.lineBatch === '二段' ? batch.lineBatch : null
}
