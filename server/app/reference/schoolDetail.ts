import type { ServerDeps } from '../../ports/ServerDeps'
import { fail, ok } from '../shared/outcome'
import { groupProgrammes } from './groupProgrammes'
import { schoolSummary } from './schoolSummary'
import { schoolTags } from './schoolTags'

/** School facts, tags, every programme offered in Zhejiang with cutoffs by year, and the latest plan. */
export async function schoolDetail(deps: Pick<ServerDeps, 'reference'>, input: { schoolId: number }) {
  const ref = deps.reference
  const code = String(input.schoolId).padStart(4, '0')
  const s = await ref.school(code)
  if (!s) return fail('common.notFound')
  const [cutoffs, plans, sourceYears] = await Promise.all([ref.cutoffsOfSchool(code), ref.plansOfSchool(code), ref.cutoffYears()])
  const planYear = plans.length ? Math.max(...plans.map((p) => p.year)) : null
  return ok({
    school: {
      ...schoolSummary(s),
      affiliation: s.affiliation,
      website: s.website,
      isC9: s.isC9,
      is985: s.is985,
      is211: s.is211,
      doubleFirst: s.doubleFirst,
      ruankeRank: s.ruankeRank ?? null,
      tags: schoolTags(s),
    },
    programmes: groupProgrammes(cutoffs),
    plans: plans.filter((p) => p.year === planYear),
    planYear,
    sourceYears,
  })
}
