import { createPredictor, planCandidates, type PlanLike } from '@/core/domain/admission/createPredictor'
import { fitModel } from '@/core/domain/admission/fitModel'
import { buildModelData, programmeKey, type CutoffRow, type ScoreRankPoint } from '@/core/domain/admission/history'
import type { PlanCatalogue, PlanEntry } from '../../ports/AdmissionModel'

/** The school facts the plan pages filter and tag by. */
export interface SchoolFacts {
  code: string
  name: string
  province: string | null
  nature: string | null
  is985: boolean
  is211: boolean
  doubleFirst: string | null
}

export interface PlanSourceRow extends Omit<PlanLike, 'schoolName'> {
  requirement: string
  length: number | null
  level: string
  teacher: boolean
}

/** Everything the model and the plan pages read, from whichever store holds the dataset. */
export interface AdmissionSource {
  version: string | null
  cutoffs: CutoffRow[]
  rank: ScoreRankPoint[]
  batchLines: Array<{ year: number; batch: string; rank: number | null }>
  plans: PlanSourceRow[]
  schools: SchoolFacts[]
}

function tagsOf(p: PlanSourceRow, s: SchoolFacts | undefined): string[] {
  const tags: string[] = []
  if (s?.is985) tags.push('985')
  if (s?.is211) tags.push('211')
  if (s?.doubleFirst) tags.push('双一流')
  if (s?.nature === 'public') tags.push('公办')
  if (s?.nature === 'private') tags.push('民办')
  if (p.sinoForeign) tags.push('中外合作')
  if (p.teacher || /师范/.test(s?.name ?? '')) tags.push('师范')
  return tags
}

/**
 * Fits the model on every 投档线 year before the newest plan year, then predicts every programme of
 * that plan once. Pure and synchronous (≈6 s on the full dataset): run it once per dataset version.
 */
export function buildPlanCatalogue(src: AdmissionSource): PlanCatalogue | null {
  const year = src.plans.reduce((m, p) => Math.max(m, p.year), 0)
  if (year === 0) return null
  const data = buildModelData(src.cutoffs.filter((c) => c.year < year), src.rank, src.batchLines)
  const params = fitModel(data, year)
  const schools = new Map(src.schools.map((s) => [s.code, s]))
  const plans = src.plans.filter((p) => p.year === year)
  const candidates = planCandidates(plans.map((p) => ({ ...p, schoolName: schools.get(p.schoolCode)?.name ?? p.schoolCode })), createPredictor(data, params))
  const seen = new Map<string, number>()
  const entries: PlanEntry[] = []
  const byId = new Map<string, PlanEntry>()
  plans.forEach((p, i) => {
    const base = `${p.schoolCode}|${p.majorKey}`
    const occurrence = seen.get(base) ?? 0
    seen.set(base, occurrence + 1)
    const candidate = candidates[i]
    // The plan occasionally lists the same 专业代号 twice (campuses); the first keeps the id.
    if (byId.has(candidate.id)) return
    const h = data.histories.get(programmeKey(p.schoolCode, p.majorKey, occurrence))
    const history = (h?.rows ?? [])
      .filter((r) => r.year < year)
      .sort((a, b) => b.year - a.year)
      .slice(0, 3)
      .map((r) => ({ year: r.year, minScore: r.score, minRank: r.atLine ? null : r.rank, plan: r.plan }))
    const entry: PlanEntry = {
      candidate,
      length: p.length,
      requirement: p.requirement,
      level: p.level,
      tags: tagsOf(p, schools.get(p.schoolCode)),
      history,
      noPredictionReason: candidate.prediction ? '' : '该专业及同校相近专业均无往年投档线，无法预测',
    }
    entries.push(entry)
    byId.set(candidate.id, entry)
  })
  const count = new Map<string, number>()
  for (const e of entries) count.set(e.candidate.schoolCode, (count.get(e.candidate.schoolCode) ?? 0) + 1)
  return {
    version: src.version,
    year,
    rho: params.rho,
    entries,
    byId,
    candidates: entries.map((e) => e.candidate),
    provinces: [...new Set(entries.map((e) => e.candidate.province).filter(Boolean))].sort(),
    schools: [...count].map(([code, num]) => ({ code, name: schools.get(code)?.name ?? code, province: schools.get(code)?.province ?? null, num })).sort((a, b) => (a.code < b.code ? -1 : 1)),
  }
}
