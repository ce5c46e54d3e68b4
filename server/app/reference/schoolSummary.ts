import type { RefSchool } from '../../ports/ReferenceData'
import { schoolTags } from './schoolTags'

/** A school as search results and lists show it. */
export function schoolSummary(s: RefSchool) {
  return {
    id: Number(s.code),
    code: s.code,
    moeCode: s.moeCode,
    name: s.name,
    province: s.province,
    city: s.city,
    level: s.level,
    nature: s.nature,
    tags: schoolTags(s),
  }
}
