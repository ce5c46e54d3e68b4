import { latestLine, type BatchRule } from '@/core/domain/batchLine'

/** A batch as the wire shows it: the newest line and its year. */
export function batchOnWire(rule: BatchRule) {
  const line = latestLine(rule)
  return { id: rule.id, name: rule.name, status: rule.status, line: line?.score ?? null, year: line?.year ?? null, artType: null }
}
