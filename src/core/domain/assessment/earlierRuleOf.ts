import { formatSubjectRule, isEligible, type SubjectRule } from '../subjectRequirement'

/**
 * The rule an earlier year's plan gives a programme that our plan (one subject combination's export) lacks,
 * when it can stand in for this year's; null when it cannot. It cannot when the earlier plan has no row for
 * the programme, when its rows disagree or one was not understood, or when the rule admits the export's
 * subjects: the programme's absence from the export says this year's rule does not, so that rule is out of
 * date. Up to 2023 a listed set meant "any one of them" and from 2024 "all of them": a borrowed rule is an
 * inference, shown as one.
 */
export function earlierRuleOf(rules: readonly (SubjectRule | null)[], planSubjects: readonly string[]): SubjectRule | null {
  if (rules.length === 0 || rules.some((r) => r === null)) return null
  const first = rules[0]!
  if (rules.some((r) => formatSubjectRule(r!) !== formatSubjectRule(first))) return null
  return isEligible(first, planSubjects) ? null : first
}
