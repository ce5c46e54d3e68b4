import type { BandCounts, VolunteerRow } from '@/ports/api/plan'
import { MAX_VOLUNTEERS } from '@/core/domain/admission/listTypes'
import type { PlanCatalogue } from '../ports/AdmissionModel'
import type { VolunteerEntry } from '../ports/VolunteerRepo'
import { planItem } from './planItem'

/**
 * Stored list rows → wire rows with today's predictions; dataIndex is the position from 1. A row whose
 * programme left the plan (a new dataset version) is still shown, marked as having no prediction.
 */
export function volunteerRows(entries: readonly VolunteerEntry[], cat: PlanCatalogue | null, student: { rank: number | null; subjects: readonly string[] }): VolunteerRow[] {
  return entries.map((e, i) => {
    const entry = cat?.byId.get(e.planId)
    const base = entry ? planItem(entry, student, cat!.year) : missing(e)
    return { ...base, id: e.id, dataIndex: i + 1, fromAi: e.fromAi }
  })
}

function missing(e: VolunteerEntry) {
  const [schoolCode, majorCode] = e.planId.split('|')
  return {
    planId: e.planId, year: e.year, schoolCode, schoolName: schoolCode, majorCode, majorName: majorCode, province: '', city: '', plan: null, tuition: null, length: null,
    requirement: '', eligible: null, sinoForeign: false, tags: [], note: '', restrictions: [], history: [], prediction: null, probability: null, band: null,
    predictionNote: '该专业不在当前招生计划中，请删除后重新选择',
  }
}

export function bandCounts(rows: readonly { band: VolunteerRow['band'] }[]): BandCounts {
  const c: BandCounts = { chong: 0, wen: 0, bao: 0, no: 0, unknown: 0, total: rows.length, max: MAX_VOLUNTEERS }
  for (const r of rows) c[r.band ?? 'unknown'] += 1
  return c
}
