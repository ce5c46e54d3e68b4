import { outcomeOf, type ListOutcomeNumbers } from '@/core/domain/admission/buildList'
import type { ListWants } from '@/core/domain/admission/listWants'
import { MAX_VOLUNTEERS } from '@/core/domain/admission/listTypes'
import { thresholdAt } from '@/core/domain/admission/planIndex'
import { rowReasons } from '@/core/domain/admission/rowReasons'
import { studentView, type StudentView } from '@/core/domain/admission/studentView'
import type { VolunteerRow } from '@/ports/api/plan'
import type { Lang } from '@/ports/api/messages'
import type { PlanCatalogue } from '../../ports/AdmissionModel'
import type { VolunteerEntry } from '../../ports/VolunteerRepo'
import { planItem } from './planItem'
import { unknownRow } from './unknownRow'
import type { VolunteerStudent } from './volunteerStudent'

/**
 * Stored list rows → wire rows with today's predictions, each with why it fits the student's saved
 * preferences and, in 一段, its chance of being reached and of filing the student there (the exact list
 * computation the check uses); dataIndex is the position from 1. A row whose programme left the plan
 * (a new dataset version) is still shown, marked as having no prediction. `built` is the view and outcome the
 * list was just built with (join/ai: the stored rows are exactly those rows), so neither is computed twice.
 */
export function volunteerRows(
  entries: readonly VolunteerEntry[],
  cat: PlanCatalogue,
  student: VolunteerStudent | null,
  wants: ListWants,
  lang: Lang,
  built?: { view: StudentView; outcome: ListOutcomeNumbers | null },
): VolunteerRow[] {
  const index = cat.index
  const view = student ? (built?.view ?? studentView(index, student, wants)) : null
  const positions = entries.map((e) => index.position.get(e.planId) ?? -1)
  const thr = positions.map((i) => (view && i >= 0 && !Number.isNaN(view.x[i]) ? thresholdAt(index, i, view.x[i]) : NaN))
  const out =
    built?.outcome ??
    (view && student?.segment === '一段'
      ? outcomeOf(
          index,
          thr.slice(0, MAX_VOLUNTEERS),
          positions.slice(0, MAX_VOLUNTEERS).map((i) => (i >= 0 ? view.utility[i] : 0)),
        )
      : null)
  const viewer = student ?? { rank: null, subjects: [] }
  return entries.map((e, k) => {
    const entry = cat.byId.get(e.planId)
    const i = positions[k]
    const base = entry ? planItem(entry, cat, viewer, lang) : unknownRow(e, lang)
    const known = out !== null && k < MAX_VOLUNTEERS && base.probability !== null
    return {
      ...base,
      id: e.id,
      dataIndex: k + 1,
      fromAi: e.fromAi,
      reasons: view && student && i >= 0 ? rowReasons(index, view, i, wants, student.segment) : [],
      reached: known ? out.reached[k] : null,
      filed: known ? out.filed[k] : null,
    }
  })
}
