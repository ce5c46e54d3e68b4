import { subjectsMissingFromPlan } from '@/core/domain/admission/planCoverage'
import type { Writing } from './Writing'

/**
 * When our plan holds only the programmes open to some subjects (the 2026 export: 物理+化学+生物) and the student
 * has a subject outside them, says that programmes open through it may be missing: a closed or short answer is
 * then about our data, not only the student's chances.
 */
export function planCaveat(w: Writing, year: number, planSubjects: readonly string[] | null, subjects: readonly string[] | null): void {
  if (subjects === null || planSubjects === null || subjectsMissingFromPlan(planSubjects, subjects).length === 0) return
  w.push(w.say('chat.eligibility.caveat', { year, planSubjects: planSubjects.join('') }))
}
