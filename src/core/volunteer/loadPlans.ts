import type { HttpApi } from '@/ports/HttpApi'
import { planPage, recommendedPlanPage, type PlanItem, type PlanPage, type PlanQuery } from '@/ports/api/plan'
import { errorReport } from '@/ports/api/system'
import { attempt, type Result } from '../result'

/**
 * A page of plans. Code 2 already arrives as an empty page (error catalogue); duplicate rows (same
 * planId) are removed and reported through the error report call, which never blocks the page.
 */
export async function loadPlans(deps: { api: HttpApi }, query: PlanQuery, options: { recommended?: boolean } = {}): Promise<Result<PlanPage>> {
  const endpoint = options.recommended ? recommendedPlanPage : planPage
  const res = await attempt(() => deps.api.call(endpoint, options.recommended ? { ...query, isRecommend: 1 } : query))
  if (!res.ok) return res
  const seen = new Set<string>()
  const dups: PlanItem[] = []
  const list = res.value.list.filter((r) => (seen.has(r.planId) ? (dups.push(r), false) : (seen.add(r.planId), true)))
  if (dups.length > 0) {
    const content = `重复的计划条目: ${dups.map((d) => d.planId).join(', ')}`
    await attempt(() => deps.api.call(errorReport, { apiName: endpoint.path, content, param: JSON.stringify(query).slice(0, 4000) }))
  }
  return { ok: true, value: { list, total: res.value.total - dups.length } }
}
