import { firstSegmentMask, memberSummary, type ListSummary, type MemberList } from '@/core/domain/datav/memberSummary'
import type { PlanCatalogue } from '../../ports/AdmissionModel'

/** Summaries of lists against today's plan and model (every row unknown when the dataset has no plan). */
export function summarizer(cat: PlanCatalogue | null): (m: MemberList) => ListSummary {
  if (!cat) return (m) => ({ rows: m.planIds.length, bands: { chong: 0, wen: 0, bao: 0, no: 0, unknown: m.planIds.length }, slip: null, expectedRow: null })
  const mask = firstSegmentMask(cat.index)
  return (m) => memberSummary(cat.index, mask, m)
}
