import type { PlanCatalogue } from '../../ports/AdmissionModel'
import type { VolunteerStudent } from './volunteerStudent'

/**
 * A 一段 student under the newest 一段 line has no chance in 一段: by score, as the batch check judges it,
 * and by rank when the record has no total.
 */
export function belowFirstLine(cat: PlanCatalogue, s: VolunteerStudent): boolean {
  const line = cat.firstLine
  if (s.segment !== '一段' || line === null) return false
  return s.total !== null && line.score !== null ? s.total < line.score : s.rank > line.rank
}
