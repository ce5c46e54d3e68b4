import { levelOfMajorCode } from '@/core/domain/programmeLevel'
import type { AdmissionSource, PlanSourceRow } from '../../adapters/model/buildPlanCatalogue'

/** The real 投档 outcome of one candidate in the year forecast: its cutoff rank (the line's when it did not fill). */
export type Truth = ReadonlyMap<string, number>

export interface SourceAsOf {
  /** The dataset as a student would have had it when filling in `year`: 投档线 up to `asOf` only. */
  source: AdmissionSource
  asOf: number
  /** The year the lists are for (asOf + 1). */
  year: number
  /** Where the candidates came from: that year's plan, or its 投档线 table with the nearest plan's rules. */
  candidatesFrom: { kind: 'plan'; year: number } | { kind: 'cutoffs'; rulesFrom: number; matched: number; total: number }
  /** Candidate id (院校代号|专业代号 of `year`) → real cutoff rank in `year`; empty when `year` is not in the data yet. */
  truth: Truth
  /** The 一段 line's rank in `year`, when known. */
  lineRank: number | null
}

/**
 * The dataset as of the end of `asOf`: the model may see 投档线 of years ≤ asOf only. The candidates are the
 * next year's plan when the dataset has it; otherwise that year's programmes from its 投档线 table, each
 * with the 选考 rule, tuition and kind of the nearest plan's programme of the same school and name (the rest
 * have no rule, so no list takes them); for a year the data does not reach yet, the newest plan stands in
 * (as the product forecasts the coming year). The next year's 一分一段 table and lines stay: they are published
 * before filling, as is the plan.
 */
export function sourceAsOf(src: AdmissionSource, asOf: number): SourceAsOf {
  const year = asOf + 1
  const lineRank = src.batchLines.find((b) => b.year === year && b.batch === '一段')?.rank ?? null
  const next = src.cutoffs.filter((c) => c.year === year)
  const line = lineRank ?? next.reduce((m, c) => Math.max(m, c.minRank ?? 0), 0)
  const truth = new Map(next.map((c) => [`${c.schoolCode}|${c.majorCode}`, c.minRank ?? line]))
  const base = {
    ...src,
    cutoffs: src.cutoffs.filter((c) => c.year <= asOf),
    rank: src.rank.filter((r) => r.year <= year),
    batchLines: src.batchLines.filter((b) => b.year <= year),
  }
  const own = src.plans.filter((p) => p.year === year)
  if (own.length > 0) return { source: { ...base, plans: own }, asOf, year, candidatesFrom: { kind: 'plan', year }, truth, lineRank }
  const planYears = [...new Set(src.plans.map((p) => p.year))]
  if (planYears.length === 0) throw new Error('数据中没有任何一年的招生计划，无法生成志愿表')
  if (next.length === 0) {
    // A year not in the data yet (the coming one): the newest plan up to it stands in, as the product does.
    const newest = Math.max(...planYears.filter((y) => y <= year))
    if (!Number.isFinite(newest)) throw new Error(`数据中没有${year}年及以前的招生计划，无法按${asOf}年的数据生成志愿表`)
    return {
      source: { ...base, plans: src.plans.filter((p) => p.year === newest) },
      asOf,
      year,
      candidatesFrom: { kind: 'plan', year: newest },
      truth,
      lineRank,
    }
  }
  // The nearest plan; between two equally near, the later (its wording of the 选考 rules is the current one).
  const rulesFrom = planYears.sort((a, b) => Math.abs(a - year) - Math.abs(b - year) || b - a)[0]
  const byName = new Map<string, PlanSourceRow>()
  for (const p of src.plans) if (p.year === rulesFrom && !byName.has(`${p.schoolCode}|${p.majorKey}`)) byName.set(`${p.schoolCode}|${p.majorKey}`, p)
  const provinceOf = new Map(src.schools.map((s) => [s.code, s.province ?? '']))
  let matched = 0
  const plans: PlanSourceRow[] = next.map((c) => {
    const p = byName.get(`${c.schoolCode}|${c.majorKey}`)
    if (p) matched++
    return {
      year,
      schoolCode: c.schoolCode,
      majorCode: c.majorCode,
      majorName: c.majorName,
      majorKey: c.majorKey,
      plan: c.plan,
      requirement: p?.requirement ?? '',
      rule: p?.rule ?? '',
      tuition: p?.tuition ?? null,
      province: p?.province ?? (provinceOf.get(c.schoolCode) ?? '').replace(/(省|市|自治区|壮族|回族|维吾尔)+$/, ''),
      city: p?.city ?? '',
      // The 一段 投档线 lists 专科 programmes too: a 一段 list takes them only as its 一段 专科 rows (planIndex firstVocational).
      level: levelOfMajorCode(c.majorCode),
      length: p?.length ?? null,
      sinoForeign: p?.sinoForeign ?? /中外合作/.test(c.majorName),
      teacher: p?.teacher ?? false,
      medical: p?.medical ?? false,
      directed: p?.directed ?? /定向/.test(c.majorName),
      note: p?.note ?? '',
    }
  })
  return { source: { ...base, plans }, asOf, year, candidatesFrom: { kind: 'cutoffs', rulesFrom, matched, total: next.length }, truth, lineRank }
}
