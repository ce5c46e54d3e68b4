import type { HttpApi } from '@/ports/HttpApi'
import type { OutputOf } from '@/ports/api/endpoint'
import { aiTarget, listPrefsOf, type ListPrefs } from '@/ports/api/aiMsg'
import { planCities, planTest, type PlanStatus } from '@/ports/api/plan'
import { parseTargetMajors, splitJoined, type TargetMajor } from '@/core/domain/aiTarget'
import { attempt, type Result } from '../result'
import { attemptPaid, type PaidFailure } from './attemptPaid'
import { loadPlanProvinces } from './loadPlanProvinces'

export type PlanCity = OutputOf<typeof planCities>[number]

export interface AiForm {
  majors: TargetMajor[]
  provinces: string[]
  maxTuition: number | null
  /** The saved preferences with every default applied (a target saved before preferences existed reads as the defaults). */
  prefs: ListPrefs
  provinceOptions: string[]
  cityOptions: PlanCity[]
  /** What the plan holds for this student (missing subjects, segment, 一段 line); null when it could not be read. */
  status: PlanStatus | null
}

/** The preferences of a family that has chosen nothing yet: every default of the contract. */
export const defaultListPrefs = (): ListPrefs => listPrefsOf(null)

/**
 * Everything the AI form starts from: the saved target, the places of the plan year and the plan's status
 * for the student. The target and the provinces decide the page (a 46xx refusal opens the buy prompt);
 * cities and status are extras the form does without. An unreadable saved jsonList starts the majors empty.
 */
export async function loadAiForm(deps: { api: HttpApi }): Promise<Result<AiForm, PaidFailure>> {
  const [target, provinces, cities, status] = await Promise.all([
    attemptPaid(() => deps.api.call(aiTarget, {})),
    loadPlanProvinces(deps),
    attempt(() => deps.api.call(planCities, {})),
    loadPlanStatus(deps),
  ])
  if (!target.ok) return target
  if (!provinces.ok) return provinces
  const t = target.value
  return {
    ok: true,
    value: {
      majors: t ? (parseTargetMajors(t.jsonList) ?? []) : [],
      provinces: t ? splitJoined(t.province) : [],
      maxTuition: t?.maxTuition ?? null,
      prefs: listPrefsOf(t?.prefs),
      provinceOptions: provinces.value,
      cityOptions: cities.ok ? cities.value : [],
      status: status.ok ? status.value : null,
    },
  }
}

/** planTest: the plan year's status for the student (read again after a batch change). */
export function loadPlanStatus(deps: { api: HttpApi }): Promise<Result<PlanStatus>> {
  return attempt(() => deps.api.call(planTest, {}))
}
