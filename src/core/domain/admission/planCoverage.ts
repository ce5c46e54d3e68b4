import { canonicalSubject, ELECTIVE_SUBJECTS, type SubjectRule } from '../subjectRequirement'

/**
 * The subject combination a plan export is limited to. The authority publishes the plan per subject
 * combination (e.g. "物理化学生物": the programmes a 物化生 candidate may apply to). Such an export never
 * names a subject outside its combination in a 选考 rule, while the whole plan names all seven; so the
 * subjects the rules name are the combination, or null when they name all seven (the whole plan).
 */
export function planSubjectCoverage(rules: readonly SubjectRule[]): string[] | null {
  const named = new Set(rules.flatMap((r) => r.subjects))
  if (ELECTIVE_SUBJECTS.every((s) => named.has(s))) return null
  return ELECTIVE_SUBJECTS.filter((s) => named.has(s))
}

/** The student's subjects outside the plan's combination: programmes that require them are missing from our plan. */
export function subjectsMissingFromPlan(planSubjects: readonly string[] | null, studentSubjects: readonly string[]): string[] {
  if (planSubjects === null) return []
  return studentSubjects.map((s) => canonicalSubject(s) ?? s).filter((s) => !planSubjects.includes(s))
}
