import type { CutoffRow } from '../admission/history'
import type { TrendYear } from './rankTrend'

/** A plan row of a school as the reference tables give it. */
export interface PlanRowKey {
  year: number
  majorCode: string
  majorKey: string
}

/** A programme of a school as the admission model tells it apart: its normalized name and, for a name offered twice, which one. */
export interface ProgrammeIdentity {
  majorKey: string
  occurrence: number
}

const byCode = (a: { majorCode: string }, b: { majorCode: string }) => a.majorCode.localeCompare(b.majorCode)

/**
 * The programme a plan row (by its 专业代号 in the plan year) stands for: its normalized name and, when the
 * school lists that name more than once in the year, its place among them by 专业代号 (the model counts
 * the same way, so the history shown is the history the forecast read). Null for a code not in the plan.
 */
export function identityOf(plans: readonly PlanRowKey[], year: number, majorCode: string): ProgrammeIdentity | null {
  const row = plans.find((p) => p.year === year && p.majorCode === majorCode)
  if (!row) return null
  const twins = plans.filter((p) => p.year === year && p.majorKey === row.majorKey).sort(byCode)
  return { majorKey: row.majorKey, occurrence: twins.findIndex((p) => p.majorCode === majorCode) }
}

/**
 * A programme's 一段 投档线 in every year the school's cutoffs have it, oldest first: per year the row of
 * that name at the same place among the year's rows of that name (by 专业代号). Years before `before` only.
 */
export function programmeTrend(cutoffs: readonly CutoffRow[], id: ProgrammeIdentity, before = Infinity): TrendYear[] {
  const byYear = new Map<number, CutoffRow[]>()
  for (const c of cutoffs) {
    if (c.majorKey !== id.majorKey || c.year >= before) continue
    const list = byYear.get(c.year) ?? []
    list.push(c)
    byYear.set(c.year, list)
  }
  const out: TrendYear[] = []
  for (const [year, rows] of byYear) {
    const row = rows.sort(byCode)[id.occurrence]
    if (row) out.push({ year, minScore: row.minScore, minRank: row.minRank, plan: row.plan })
  }
  return out.sort((a, b) => a.year - b.year)
}
