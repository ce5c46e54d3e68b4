import type { ListCandidate } from '@/core/domain/admission/listTypes'
import type { PlanIndex } from '@/core/domain/admission/planIndex'

/** Display facts of a plan row that the model does not need. */
export interface PlanEntry {
  candidate: ListCandidate
  length: number | null
  requirement: string
  /** 本科 / 专科 (the 一段 model covers both; the batch decides which rows a student sees). */
  level: string
  tags: string[]
  /** The programme's 投档线 of earlier years, newest first (at most 3). */
  history: Array<{ year: number; minScore: number | null; minRank: number | null; plan: number | null }>
}

/** The plan year's programmes with their predictions: computed once per dataset version, shared by all students. */
export interface PlanCatalogue {
  version: string | null
  /** The plan year the programmes belong to. */
  year: number
  /** The year whose cutoffs the predictions forecast (the plan year, or the next when its cutoffs are known). */
  forecastYear: number
  /** The list engine's view of the plan (typed arrays, rule index, utility features): built once per model version. */
  index: PlanIndex
  /** The newest 一段 line (score and rank), to tell a student below it. */
  firstLine: { year: number; score: number | null; rank: number } | null
  /** Correlation of cutoff moves within a year, fitted by the model (simulation input). */
  rho: number
  entries: PlanEntry[]
  byId: ReadonlyMap<string, PlanEntry>
  candidates: ListCandidate[]
  provinces: string[]
  cities: Array<{ province: string; city: string; num: number }>
  schools: Array<{ code: string; name: string; province: string | null; num: number }>
}

/** The fitted admission model over the shipped dataset; null when the dataset has no plan. */
export interface AdmissionModel {
  catalogue(): Promise<PlanCatalogue | null>
  /** Whether the catalogue is built and a list would not wait for it (readiness); models with nothing to build say true. */
  ready?(): boolean
}
