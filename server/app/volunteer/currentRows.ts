import type { OutputOf } from '@/ports/api/endpoint'
import type { Lang } from '@/ports/api/messages'
import type * as plan from '@/ports/api/plan'
import type { UsesVolunteer } from '../../ports/ServerDeps'
import type { ListCaller } from './listCaller'
import { unknownRow } from './unknownRow'
import { volunteerRows } from './volunteerRows'
import { volunteerStudent, type VolunteerStudentDeps } from './volunteerStudent'
import { wantsOfUser } from './wantsOfUser'

export type CurrentRowsDeps = VolunteerStudentDeps & UsesVolunteer<'lists' | 'model' | 'targets'>

/** The caller's list with today's predictions (no probabilities while the student has no rank or batch). */
export async function currentRows(deps: CurrentRowsDeps, c: ListCaller, lang: Lang): Promise<OutputOf<typeof plan.volunteerList>> {
  const v = deps.volunteer
  const [entries, cat, student, wants] = await Promise.all([
    v.lists.list(c.userId),
    v.model.catalogue(),
    volunteerStudent(deps, c.user),
    wantsOfUser(v, c.userId),
  ])
  if (!cat) return entries.map((e, k) => ({ ...unknownRow(e, lang), id: e.id, dataIndex: k + 1, fromAi: e.fromAi, reasons: [], reached: null, filed: null }))
  return volunteerRows(entries, cat, student.ok ? student.value : null, wants, lang)
}
