import { createPredictor, planCandidates, type PlanLike } from '@/core/domain/admission/createPredictor'
import { fitModel } from '@/core/domain/admission/fitModel'
import { buildModelData, programmeKey, type CutoffRow, type ModelData, type ScoreRankPoint } from '@/core/domain/admission/history'
import type { ModelParams } from '@/core/domain/admission/modelParams'
import { planSubjectCoverage } from '@/core/domain/admission/planCoverage'
import { buildPlanIndex, type IndexProgramme } from '@/core/domain/admission/planIndex'
import type { CatalogueEntry } from '@/core/domain/admission/programmeMajors'
import type { PlanCatalogue, PlanEntry } from '../../ports/AdmissionModel'

/** The school facts the plan pages filter and tag by and the default preference ranks by. */
export interface SchoolFacts {
  code: string
  name: string
  province: string | null
  nature: string | null
  is985: boolean
  is211: boolean
  isC9: boolean
  doubleFirst: string | null
  /** 软科中国大学排名 2025 (main list), null when not ranked. */
  ruankeRank: number | null
  /** The parent university of a branch campus (哈尔滨工业大学 for 哈尔滨工业大学(威海)); null or absent otherwise. */
  branchOf?: string | null
}

export interface PlanSourceRow extends Omit<PlanLike, 'schoolName'> {
  requirement: string
  length: number | null
  level: string
  teacher: boolean
  medical: boolean
  directed: boolean
}

/** Everything the model and the plan pages read, from whichever store holds the dataset. */
export interface AdmissionSource {
  version: string | null
  cutoffs: CutoffRow[]
  rank: ScoreRankPoint[]
  batchLines: Array<{ year: number; batch: string; score?: number | null; rank: number | null }>
  plans: PlanSourceRow[]
  schools: SchoolFacts[]
  majors: CatalogueEntry[]
  /** The shared shock of a list's rows, when not LIST_RHO: the list backtest's as-of value, or the model's own ρ. */
  listRho?: number | 'model'
}

function tagsOf(p: PlanSourceRow, s: SchoolFacts | undefined): string[] {
  const tags: string[] = []
  if (s?.branchOf) tags.push('分校区')
  if (s?.is985) tags.push('985')
  if (s?.is211) tags.push('211')
  if (s?.doubleFirst) tags.push('双一流')
  if (s?.nature === 'public') tags.push('公办')
  if (s?.nature === 'private') tags.push('民办')
  if (p.sinoForeign) tags.push('中外合作')
  if (p.teacher || /师范/.test(s?.name ?? '')) tags.push('师范')
  return tags
}

const NO_SCHOOL: SchoolFacts = {
  code: '',
  name: '',
  province: null,
  nature: null,
  is985: false,
  is211: false,
  isC9: false,
  doubleFirst: null,
  ruankeRank: null,
}

/** The newest plan's year, the year forecast, and the history the fit reads; null without a plan. */
export function modelInputsOf(src: AdmissionSource): { planYear: number; lastCutoffYear: number; forecastYear: number; data: ModelData } | null {
  const planYear = src.plans.reduce((m, p) => Math.max(m, p.year), 0)
  if (planYear === 0) return null
  const lastCutoffYear = src.cutoffs.reduce((m, c) => Math.max(m, c.year), 0)
  const forecastYear = Math.max(planYear, lastCutoffYear + 1)
  const data = buildModelData(
    src.cutoffs.filter((c) => c.year < forecastYear),
    src.rank,
    src.batchLines,
  )
  return { planYear, lastCutoffYear, forecastYear, data }
}

/**
 * Fits the model on every 投档线 year known and forecasts the next one for every programme of the newest
 * plan (the newest plan stands in for the coming year's until that is published), then indexes the plan
 * for the list engine. Pure and synchronous (seconds on the full dataset): run it once per dataset version.
 */
export function buildPlanCatalogue(src: AdmissionSource, fitted?: (forecastYear: number) => ModelParams | null): PlanCatalogue | null {
  const inputs = modelInputsOf(src)
  if (!inputs) return null
  const { planYear, lastCutoffYear, forecastYear, data } = inputs
  const params = fitted?.(forecastYear) ?? fitModel(data, forecastYear)
  const schools = new Map(src.schools.map((s) => [s.code, s]))
  const plans = src.plans.filter((p) => p.year === planYear)
  const candidates = planCandidates(
    plans.map((p) => ({ ...p, schoolName: schools.get(p.schoolCode)?.name ?? p.schoolCode })),
    createPredictor(data, params),
    forecastYear,
  )
  const seen = new Map<string, number>()
  const entries: PlanEntry[] = []
  const byId = new Map<string, PlanEntry>()
  const programmes: IndexProgramme[] = []
  plans.forEach((p, i) => {
    const base = `${p.schoolCode}|${p.majorKey}`
    const occurrence = seen.get(base) ?? 0
    seen.set(base, occurrence + 1)
    const candidate = candidates[i]
    // The plan occasionally lists the same 专业代号 twice (campuses); the first keeps the id.
    if (byId.has(candidate.id)) return
    const h = data.histories.get(programmeKey(p.schoolCode, p.majorKey, occurrence))
    const rows = (h?.rows ?? []).filter((r) => r.year < forecastYear).sort((a, b) => b.year - a.year)
    const history = rows.slice(0, 3).map((r) => ({ year: r.year, minScore: r.score, minRank: r.atLine ? null : r.rank, plan: r.plan }))
    const school = schools.get(p.schoolCode)
    const entry: PlanEntry = {
      candidate,
      length: p.length,
      requirement: p.requirement,
      level: p.level,
      tags: tagsOf(p, school),
      history,
    }
    entries.push(entry)
    byId.set(candidate.id, entry)
    const s = school ?? NO_SCHOOL
    programmes.push({
      candidate,
      majorKey: p.majorKey,
      undergraduate: p.level === '本科',
      school: {
        isC9: s.isC9,
        is985: s.is985,
        is211: s.is211,
        doubleFirst: Boolean(s.doubleFirst),
        nature: s.nature,
        ruankeRank: s.ruankeRank,
        branch: Boolean(s.branchOf),
      },
      medical: p.medical,
      teacher: p.teacher,
      directed: p.directed,
      unfilledLastYear: rows[0]?.year === lastCutoffYear && rows[0].atLine,
      lastRank: rows[0]?.year === lastCutoffYear ? rows[0].rank : null,
      pastScore: rows.slice(0, 3).reduce<number | null>((m, r) => (r.score !== null && (m === null || r.score > m) ? r.score : m), null),
    })
  })
  const count = new Map<string, number>()
  const cities = new Map<string, { province: string; city: string; num: number }>()
  for (const e of entries) {
    const c = e.candidate
    count.set(c.schoolCode, (count.get(c.schoolCode) ?? 0) + 1)
    if (c.city) {
      const key = `${c.province}|${c.city}`
      const x = cities.get(key) ?? { province: c.province, city: c.city, num: 0 }
      x.num++
      cities.set(key, x)
    }
  }
  const firstLine = src.batchLines.filter((b) => b.batch === '一段' && b.rank !== null).sort((a, b) => b.year - a.year)[0]
  const index = buildPlanIndex({
    programmes,
    catalogue: src.majors,
    model: { df: params.df, rho: params.rho, listRho: src.listRho === 'model' ? params.rho : src.listRho },
    planYear,
    forecastYear,
    firstCutoffYear: data.years[0] ?? lastCutoffYear,
    lastCutoffYear,
    planSubjects: planSubjectCoverage(programmes.flatMap((x) => (x.candidate.rule ? [x.candidate.rule] : []))),
  })
  return {
    version: src.version,
    year: planYear,
    forecastYear,
    rho: params.rho,
    entries,
    byId,
    candidates: entries.map((e) => e.candidate),
    index,
    firstLine: firstLine ? { year: firstLine.year, score: firstLine.score ?? null, rank: firstLine.rank! } : null,
    provinces: [...new Set(entries.map((e) => e.candidate.province).filter(Boolean))].sort(),
    cities: [...cities.values()].sort((a, b) => (a.province === b.province ? (a.city < b.city ? -1 : 1) : a.province < b.province ? -1 : 1)),
    schools: [...count]
      .map(([code, num]) => ({ code, name: schools.get(code)?.name ?? code, province: schools.get(code)?.province ?? null, num }))
      .sort((a, b) => (a.code < b.code ? -1 : 1)),
  }
}
