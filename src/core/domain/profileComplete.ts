/**
 * Whether a student's record is complete: the profile save marks it ('1' on the wire, `isFill`), and only then
 * may the student reach the pages past 完善信息, ask for a batch or be counted as filled. Read here, once, by the
 * server and by the web app's studentRecordOf (its screens and guard read `complete`).
 */
export function profileComplete(student: { isFill?: string | null } | null | undefined): boolean {
  return student?.isFill === '1'
}
