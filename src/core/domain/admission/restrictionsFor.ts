import type { Coded } from './listTypes'
import { noteRestrictions } from './noteRestrictions'
import { judgeNote, type StudentFacts } from './noteRules'

/**
 * The warnings of a note as this student reads them (issue 37): a single-subject minimum the student's own scores
 * meet is no warning (the note itself stays on the row); one they miss names both figures; one that cannot be
 * judged (no score saved, or a subject we do not hold) keeps the general warning. Other kinds are as found.
 */
export function restrictionsFor(note: string, facts: StudentFacts | undefined): Coded[] {
  const found = noteRestrictions(note)
  const out: Coded[] = []
  const scores = facts ? judgeNote(note, facts).filter((j) => j.kind === 'score') : []
  for (const r of found) {
    const missed = scores.find((j) => j.met === false)
    if (r.kind !== 'singleSubject' || scores.length === 0) out.push({ code: r.kind, params: {} })
    else if (missed) out.push({ code: `singleSubjectMissed.${missed.subject}`, params: { min: missed.min, have: missed.have ?? 0 } })
    // Met only when every score rule is judged and met, and the 单科 sentence found is one of those rules.
    else if (!(scores.every((j) => j.met === true) && scores.some((j) => j.text.includes(r.text) || r.text.includes(j.text))))
      out.push({ code: r.kind, params: {} })
  }
  return out
}
