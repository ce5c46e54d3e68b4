import { landingOf } from '@/core/domain/admission/landing'
import { countBands } from '@/core/domain/admission/countBands'
import { identityOf, programmeTrend } from '@/core/domain/datav/programmeTrend'
import { rankTrend, type TrendYear } from '@/core/domain/datav/rankTrend'
import type { ListChartRow, ListCharts } from '@/ports/api/datav'
import type { ServerDeps } from '../../ports/ServerDeps'
import type { TrialDeps } from '../shared/ensureTrial'
import { ok, type Call, type Outcome } from '../shared/outcome'
import { currentRows, type CurrentRowsDeps } from '../volunteer/currentRows'
import { listCaller } from '../volunteer/listCaller'
import { volunteerStudent } from '../volunteer/volunteerStudent'
import { wantsOfUser } from '../volunteer/wantsOfUser'

export type ListChartsDeps = TrialDeps & CurrentRowsDeps & Pick<ServerDeps, 'reference'>

/**
 * The student's list as the charts draw it, in one call: the rows with today's predictions (the list's own
 * use case), each programme's 投档线 of every earlier year (two look-ups per school on the list, not per
 * row), and where the list lands them by the rule the result page uses. The list's access rule applies.
 */
export async function listCharts(deps: ListChartsDeps, _input: unknown, call: Call): Promise<Outcome<ListCharts>> {
  const c = await listCaller(deps, call)
  if (!c.ok) return c
  const [rows, cat, student, wants, cutoffYears] = await Promise.all([
    currentRows(deps, c.value, call.lang),
    deps.volunteer.model.catalogue(),
    volunteerStudent(deps, c.value.user),
    wantsOfUser(deps.volunteer, c.value.userId),
    deps.reference.cutoffYears(),
  ])
  const forecastYear = cat?.forecastYear ?? null
  const trends = await trendsOf(deps, rows, cat?.year ?? null, forecastYear ?? Infinity)
  const chartRows: ListChartRow[] = rows.map((r, k) => ({
    dataIndex: r.dataIndex,
    planId: r.planId,
    schoolCode: r.schoolCode,
    schoolName: r.schoolName,
    majorName: r.majorName,
    province: r.province,
    city: r.city,
    tuition: r.tuition,
    probability: r.probability,
    band: r.band,
    filed: r.filed,
    trend: trends[k],
    direction: rankTrend(trends[k]),
    forecast: r.prediction ? { centerRank: r.prediction.centerRank, low: r.prediction.low, high: r.prediction.high } : null,
  }))
  // As the result page reads a list back: each row's exact P(filed here) for the order it stands in.
  const known = rows.length > 0 && rows.every((r) => r.filed !== null || r.probability === null) && rows.some((r) => r.filed !== null)
  const landing = known
    ? landingOf(
        rows.map((r) => r.filed ?? 0),
        rows,
      )
    : null
  return ok({
    rows: chartRows,
    counts: countBands(rows),
    outcome: landing,
    maxSlipRisk: wants.maxSlipRisk,
    segment: student.ok ? student.value.segment : null,
    rank: student.ok ? student.value.rank : null,
    planYear: cat?.year ?? null,
    forecastYear,
    cutoffYears,
  })
}

/** Each row's earlier 投档线, oldest first: the programme the plan row stands for, found in its school's cutoffs. */
async function trendsOf(
  deps: Pick<ServerDeps, 'reference'>,
  rows: ReadonlyArray<{ schoolCode: string; majorCode: string }>,
  planYear: number | null,
  before: number,
): Promise<TrendYear[][]> {
  if (planYear === null) return rows.map(() => [])
  const codes = [...new Set(rows.map((r) => r.schoolCode))]
  const schools = new Map(
    await Promise.all(
      codes.map(async (code) => [code, { plans: await deps.reference.plansOfSchool(code), cutoffs: await deps.reference.cutoffsOfSchool(code) }] as const),
    ),
  )
  return rows.map((r) => {
    const school = schools.get(r.schoolCode)
    const id = school ? identityOf(school.plans, planYear, r.majorCode) : null
    return school && id ? programmeTrend(school.cutoffs, id, before) : []
  })
}
