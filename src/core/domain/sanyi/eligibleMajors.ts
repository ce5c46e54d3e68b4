import type { SanyiMajor } from '@/ports/api/sanyi'
import { isEligible, parseSubjectRequirement } from '../subjectRequirement'

/**
 * Whether a student with these 选考 subjects may apply to the major. The 2026 wording "物理、化学" means both
 * (the 2024 reform), as parseSubjectRequirement reads it; an unreadable requirement counts as not open, so
 * nothing is offered that might be closed.
 */
export function isOpenTo(major: SanyiMajor, subjects: readonly string[], year: number): boolean {
  const rule = parseSubjectRequirement(major.requirement, year)
  return rule !== null && isEligible(rule, subjects)
}

export function eligibleMajors(majors: readonly SanyiMajor[], subjects: readonly string[], year: number): SanyiMajor[] {
  return majors.filter((m) => isOpenTo(m, subjects, year))
}
