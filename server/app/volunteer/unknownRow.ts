import { apiMessage, type Lang } from '@/ports/api/messages'
import type { VolunteerEntry } from '../../ports/VolunteerRepo'

/** A stored row whose programme is not in the current plan (or no model is loaded yet). */
export function unknownRow(e: VolunteerEntry, lang: Lang) {
  const [schoolCode, majorCode] = e.planId.split('|')
  return {
    planId: e.planId,
    year: e.year,
    schoolCode,
    schoolName: schoolCode,
    majorCode,
    majorName: majorCode,
    province: '',
    city: '',
    plan: null,
    tuition: null,
    length: null,
    requirement: '',
    eligible: null,
    sinoForeign: false,
    studyAbroad: null,
    annualCost: null,
    costNote: '',
    tags: [],
    note: '',
    restrictions: [],
    history: [],
    prediction: null,
    probability: null,
    band: null,
    predictionNote: apiMessage('list.basis.notInPlan', lang),
  }
}
