import { BAND_THRESHOLDS } from '@/core/domain/admission/admitProbability'
import { buildList } from '@/core/domain/admission/buildList'
import type { OutputOf } from '@/ports/api/endpoint'
import type * as plan from '@/ports/api/plan'
import type { ServerDeps, UsesVolunteer } from '../../ports/ServerDeps'
import type { TrialDeps } from '../shared/ensureTrial'
import { callerOf, fail, ok, type Call, type Outcome } from '../shared/outcome'
import { requireAccess } from '../shared/requireAccess'
import { countBands } from '@/core/domain/admission/countBands'
import { belowFirstLine } from '../volunteer/belowFirstLine'
import { catalogueOf } from '../volunteer/catalogueOf'
import { listOutcome } from '../volunteer/listOutcome'
import { volunteerRows } from '../volunteer/volunteerRows'
import { volunteerStudent, type VolunteerStudentDeps } from '../volunteer/volunteerStudent'
import { wantsOfUser } from '../volunteer/wantsOfUser'

/**
 * join/ai: the list a student would hand in, built from their saved target and preferences (buildList:
 * the expected utility of where they land, subject to their 滑档 ceiling), stored as their list, replacing
 * the old one. Deterministic: the same student, target and data give the same list.
 */
export async function joinAi(
  deps: TrialDeps & VolunteerStudentDeps & UsesVolunteer<'model' | 'targets' | 'lists'> & Pick<ServerDeps, 'clock'>,
  _input: unknown,
  call: Call,
): Promise<Outcome<OutputOf<typeof plan.joinAi>>> {
  const v = deps.volunteer
  const user = await requireAccess(deps, callerOf(call), 'ai')
  if (!user.ok) return user
  const student = await volunteerStudent(deps, user.value)
  if (!student.ok) return student
  const cat = await catalogueOf(v)
  if (!cat.ok) return cat
  const s = student.value
  const c = cat.value
  // Below the 一段 line the first segment holds no chance: lead the student to 第二段 instead of an empty list.
  if (belowFirstLine(c, s))
    return fail('volunteer.belowFirstLine', { score: s.total ?? '—', rank: s.rank, year: c.firstLine!.year, line: c.firstLine!.score ?? '—' })
  const wants = await wantsOfUser(v, user.value.id)
  const built = buildList(c.index, s, wants)
  if (built.rows.length === 0) return fail('volunteer.noCandidates')
  const entries = await v.lists.replaceAll(
    user.value.id,
    built.rows.map((r) => ({ planId: c.index.candidates[r.index].id, year: c.year, fromAi: true })),
    deps.clock.now(),
  )
  const rows = volunteerRows(entries, c, s, wants, call.lang, built)
  return ok({
    rows,
    slipRisk: built.outcome?.slip ?? 0,
    maxSlipRisk: built.maxSlipRisk,
    metRiskTarget: built.metRiskTarget,
    thresholds: { chong: BAND_THRESHOLDS.chong, wen: BAND_THRESHOLDS.wen, bao: BAND_THRESHOLDS.bao },
    counts: countBands(rows),
    excluded: built.excluded,
    rank: s.rank,
    subjects: s.subjects,
    year: c.year,
    forecastYear: c.forecastYear,
    segment: s.segment,
    outcome: built.outcome ? listOutcome(built.outcome, rows) : null,
    notices: built.notices,
  })
}
