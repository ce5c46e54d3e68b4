import { checkList } from '@/core/domain/admission/checkList'
import type { ListCandidate } from '@/core/domain/admission/listTypes'
import { checkIsCounted } from '@/core/domain/access'
import type { OutputOf } from '@/ports/api/endpoint'
import type * as plan from '@/ports/api/plan'
import { needServiceCode } from '@/ports/api/plan'
import type { ServerDeps } from '../ports/ServerDeps'
import { callerOf, fail, ok, type Call, type Outcome } from './outcome'
import { requireAccess } from './volunteerAccess'
import { bandCounts, volunteerRows } from './volunteerRows'
import { catalogueOf, volunteerStudent } from './volunteerStudent'

/** Simulated outcomes per check: enough for a stable 滑档 estimate, tens of ms (bench/). */
export const CHECK_SAMPLES = 20000

/**
 * check (智能审核): the caller's list through the shared checkList rule. Non-super users spend one
 * volunteerVerify check per run; the check is taken only when the list can actually be checked.
 */
export async function checkVolunteers(deps: ServerDeps, _input: unknown, call: Call): Promise<Outcome<OutputOf<typeof plan.volunteerCheck>>> {
  const v = deps.volunteer
  if (!v) return fail('common.notYet')
  const user = await requireAccess(deps, v, callerOf(call), 'check')
  if (!user.ok) return user
  const student = await volunteerStudent(deps, user.value)
  if (!student.ok) return student
  const cat = await catalogueOf(v)
  if (!cat.ok) return cat
  const entries = await v.lists.list(user.value.id)
  if (entries.length === 0) return fail('volunteer.emptyList')
  const list = entries.map((e) => cat.value.byId.get(e.planId)?.candidate).filter((c): c is ListCandidate => c !== undefined)
  let remaining: number | null = null
  if (checkIsCounted(user.value)) {
    if (!(await deps.repos.users.takeCheck(user.value.id))) return { ok: false, error: 'access.needCheck', code: needServiceCode(3) }
    remaining = Math.max(0, user.value.volunteerVerify - 1)
  }
  const target = await v.targets.get(user.value.id)
  const s = student.value
  const res = checkList(list, { rank: s.rank, subjects: s.subjects }, { maxTuition: target?.maxTuition ?? null, samples: CHECK_SAMPLES, seed: user.value.id, rho: cat.value.rho })
  return ok({
    findings: res.findings,
    rows: res.rows.map((r) => ({ ...r, probability: r.probability === null ? null : Math.round(r.probability * 1000) / 1000 })),
    slipRisk: res.simulation.slip,
    maxSlipRisk: 0.01,
    counts: bandCounts(volunteerRows(entries, cat.value, s)),
    summary: res.summary,
    ok: res.ok,
    remainingChecks: remaining,
  })
}
