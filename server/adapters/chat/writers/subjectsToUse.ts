import type { Writing } from './Writing'

/**
 * The 选考 subjects an answer keeps to: the question's, else the student's own (as their rank is), else none (a
 * visitor, or a profile without subjects). A programme they cannot apply to is then left out or marked closed.
 */
export async function subjectsToUse(w: Writing): Promise<string[] | null> {
  if (w.u.subjects) return w.u.subjects
  const p = await w.call('myProfile')({})
  return p.ok && p.subjects.length > 0 ? p.subjects : null
}
