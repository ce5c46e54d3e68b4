import { BAND_THRESHOLDS } from '@/core/domain/admission/admitProbability'
import { generateList } from '@/core/domain/admission/generateList'
import { validateAiTarget } from '@/core/domain/aiTarget'
import type { OutputOf } from '@/ports/api/endpoint'
import type * as plan from '@/ports/api/plan'
import type { ServerDeps } from '../ports/ServerDeps'
import { callerOf, fail, ok, type Call, type Outcome } from './outcome'
import { requireAccess } from './volunteerAccess'
import { bandCounts, volunteerRows } from './volunteerRows'
import { catalogueOf, volunteerStudent } from './volunteerStudent'

/**
 * join/ai: the one-click list for the caller's batch from the saved target (majors and provinces as
 * preferences, budget and 中外合作 as filters), stored as the caller's list, replacing the old one.
 * The seed is the user id, so the same student gets the same list for the same data.
 */
export async function joinAi(deps: ServerDeps, _input: unknown, call: Call): Promise<Outcome<OutputOf<typeof plan.joinAi>>> {
  const v = deps.volunteer
  if (!v) return fail('common.notYet')
  const user = await requireAccess(deps, v, callerOf(call), 'ai')
  if (!user.ok) return user
  const student = await volunteerStudent(deps, user.value)
  if (!student.ok) return student
  const cat = await catalogueOf(v)
  if (!cat.ok) return cat
  const stored = await v.targets.get(user.value.id)
  const target = stored ? validateAiTarget(stored) : null
  const s = student.value
  const candidates = cat.value.entries.filter((e) => s.levels.has(e.level)).map((e) => e.candidate)
  const list = generateList(candidates, { rank: s.rank, subjects: s.subjects }, {
    targetMajors: target?.ok ? target.value.majors.map((m) => m.name) : [],
    targetProvinces: target?.ok ? target.value.provinces : [],
    maxTuition: stored?.maxTuition ?? null,
    excludeSinoForeign: stored?.excludeSinoForeign ?? false,
    rho: cat.value.rho,
    seed: user.value.id,
  })
  // The dataset has 一段 投档线 only: a 二段 student's reachable programmes have no history to predict from,
  // so say that plainly instead of asking them to widen targets that were never the reason.
  if (list.rows.length === 0) return fail(s.levels.has('专科') ? 'volunteer.noSecondSegmentData' : 'volunteer.noCandidates')
  const entries = await v.lists.replaceAll(user.value.id, list.rows.map((r) => ({ planId: r.id, year: cat.value.year, fromAi: true })), deps.clock.now())
  const rows = volunteerRows(entries, cat.value, s)
  return ok({
    rows,
    slipRisk: list.simulation.slip,
    maxSlipRisk: list.maxSlipRisk,
    metRiskTarget: list.metRiskTarget,
    thresholds: { chong: BAND_THRESHOLDS.chong, wen: BAND_THRESHOLDS.wen, bao: BAND_THRESHOLDS.bao },
    counts: bandCounts(rows),
    excluded: list.excluded,
    rank: s.rank,
    subjects: s.subjects,
    year: cat.value.year,
  })
}
