import { subjectsMissingFromPlan } from '@/core/domain/admission/planCoverage'
import { parseSubjectKeys, subjectNames } from '@/core/domain/subjects'
import type { OutputOf } from '@/ports/api/endpoint'
import type * as plan from '@/ports/api/plan'
import type { UsesVolunteer } from '../../ports/ServerDeps'
import type { TrialDeps } from '../shared/ensureTrial'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'
import { requireAccess } from '../shared/requireAccess'
import { belowFirstLine } from './belowFirstLine'
import { catalogueOf } from './catalogueOf'
import { volunteerStudent, type VolunteerStudentDeps } from './volunteerStudent'

/**
 * test: the plan's data status for the caller — how many programmes and forecasts, the year forecast,
 * which subjects' programmes our plan lacks, whether their segment has history, and whether their total
 * is below the 一段 line.
 */
export async function planStatus(
  deps: TrialDeps & VolunteerStudentDeps & UsesVolunteer<'model'>,
  _q: unknown,
  call: Call,
): Promise<Outcome<OutputOf<typeof plan.planTest>>> {
  const user = await requireAccess(deps, callerOf(call), 'list')
  if (!user.ok) return user
  const cat = await catalogueOf(deps.volunteer)
  if (!cat.ok) return cat
  const c = cat.value
  const student = await volunteerStudent(deps, user.value)
  const s = student.ok ? student.value : null
  const subjects = s?.subjects ?? subjectNames(parseSubjectKeys(user.value.subject))
  return ok({
    year: c.year,
    forecastYear: c.forecastYear,
    programmes: c.entries.length,
    withPrediction: c.candidates.filter((x) => x.prediction).length,
    version: c.version,
    planSubjects: c.index.planSubjects ? [...c.index.planSubjects] : null,
    missingSubjects: subjectsMissingFromPlan(c.index.planSubjects, subjects),
    segment: s?.segment ?? null,
    // The data holds 一段 投档线 only: a 二段 student has no history to forecast from.
    segmentHasHistory: s?.segment === '一段',
    firstLine: c.firstLine?.score ?? null,
    belowFirstLine: s ? belowFirstLine(c, s) : null,
  })
}
