import { normalizeMajorName } from '../majorName'
import { readSubjectRule } from '../subjectRequirement'
import { programmeKey, type ModelData } from './history'
import type { ListCandidate } from './listTypes'
import type { ModelParams } from './modelParams'
import { predictCutoff, type PredictResult } from './predictCutoff'

export interface ProgrammeQuery {
  year: number
  schoolCode: string
  /** Published or normalized major name. */
  majorName: string
  plan?: number | null
  /** 0 for the first programme of that name at the school in the year, 1 for the second… */
  occurrence?: number
}

export type Predictor = (q: ProgrammeQuery) => PredictResult

/**
 * Binds the model to a dataset and fitted parameters. `data` must hold only years before the years
 * asked about (the predictor also ignores later rows, but fitting must not have seen them).
 */
export function createPredictor(data: ModelData, params: ModelParams): Predictor {
  return (q) => {
    const majorKey = normalizeMajorName(q.majorName)
    const history = data.histories.get(programmeKey(q.schoolCode, majorKey, q.occurrence ?? 0)) ?? null
    return predictCutoff(history, { year: q.year, plan: q.plan ?? null, cohort: data.cohort, params, siblings: data.bySchool.get(q.schoolCode), majorKey })
  }
}

/** The fields of a plan row the list tools need (the dataset's PlanRow fits it). */
export interface PlanLike {
  year: number
  schoolCode: string
  majorCode: string
  schoolName: string
  majorName: string
  majorKey: string
  plan: number | null
  rule: string
  tuition: number | null
  province: string
  city: string
  sinoForeign: boolean
  note: string
}

/**
 * Plan rows of one year → list candidates with their predictions (computed once per plan, not per student).
 * `forecastYear` is the year whose cutoffs are forecast: the plan's own year, or the next one when that
 * year's cutoffs are already known (the latest plan then stands in for the coming one).
 */
export function planCandidates(plans: readonly PlanLike[], predict: Predictor, forecastYear?: number): ListCandidate[] {
  const seen = new Map<string, number>()
  return plans.map((p) => {
    const base = `${p.schoolCode}|${p.majorKey}`
    const occurrence = seen.get(base) ?? 0
    seen.set(base, occurrence + 1)
    const res = predict({ year: forecastYear ?? p.year, schoolCode: p.schoolCode, majorName: p.majorKey, plan: p.plan, occurrence })
    return {
      id: `${p.schoolCode}|${p.majorCode}`,
      schoolCode: p.schoolCode,
      schoolName: p.schoolName,
      majorCode: p.majorCode,
      majorName: p.majorName,
      rule: readSubjectRule(p.rule),
      province: p.province,
      city: p.city,
      plan: p.plan,
      tuition: p.tuition,
      sinoForeign: p.sinoForeign,
      note: p.note,
      prediction: res.ok ? res.prediction : null,
    }
  })
}
