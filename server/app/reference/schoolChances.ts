import { MAX_VOLUNTEERS } from '@/core/domain/admission/listTypes'
import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import type * as school from '@/ports/api/school'
import type { ServerDeps, UsesRepos, UsesVolunteer } from '../../ports/ServerDeps'
import { callerOf, fail, ok, type Call, type Outcome } from '../shared/outcome'
import { planItem } from '../volunteer/planItem'
import { volunteerStudent } from '../volunteer/volunteerStudent'

type Chances = OutputOf<typeof school.schoolChances>

/**
 * The caller's chance at each plan-year programme of one school, by the same rule the plan pages and the
 * list use (planItem over the shared fitted catalogue), so the school page never disagrees with them. It is
 * open to every signed-in student: one school at a time is a look-up, the paid tools are the search over the
 * whole plan and the list itself (adding a row still goes through the 尊享版 join).
 */
export async function schoolChances(
  deps: Pick<ServerDeps, 'reference'> & UsesRepos<'users' | 'students' | 'batches'> & UsesVolunteer<'model' | 'lists'>,
  input: ParsedInputOf<typeof school.schoolChances>,
  call: Call,
): Promise<Outcome<Chances>> {
  const code = String(input.schoolId).padStart(4, '0')
  const userId = callerOf(call)
  const [s, user, cat, entries] = await Promise.all([
    deps.reference.school(code),
    deps.repos.users.byId(userId),
    deps.volunteer.model.catalogue(),
    deps.volunteer.lists.list(userId),
  ])
  if (!s) return fail('common.notFound')
  if (!user) return fail('common.sessionExpired')
  const joined = entries.map((e, k) => ({ planId: e.planId, dataIndex: k + 1 })).filter((j) => j.planId.startsWith(`${code}|`))
  const base = { joined, listSize: entries.length, max: MAX_VOLUNTEERS }
  if (!cat) return ok({ status: 'noPlan', rank: null, planYear: null, forecastYear: null, items: [], ...base })
  const student = await volunteerStudent(deps, user)
  const viewer = student.ok ? student.value : { rank: null, subjects: [] as string[] }
  const plans = await deps.reference.plansOfSchool(code)
  const keyOf = new Map(plans.filter((p) => p.year === cat.year).map((p) => [p.majorCode, p.majorKey]))
  const items = cat.entries
    .filter((e) => e.candidate.schoolCode === code)
    .map((e) => {
      const row = planItem(e, cat, viewer, call.lang)
      return {
        planId: row.planId,
        majorCode: row.majorCode,
        majorName: row.majorName,
        majorKey: keyOf.get(row.majorCode) ?? null,
        probability: row.probability,
        band: row.band,
        eligible: row.eligible,
        centerRank: row.prediction?.centerRank ?? null,
      }
    })
  const status = !student.ok ? (student.error === 'volunteer.noPlan' ? 'noPlan' : 'noRank') : student.value.segment === '二段' ? 'secondSegment' : 'ok'
  return ok({ status, rank: student.ok ? student.value.rank : null, planYear: cat.year, forecastYear: cat.forecastYear, items, ...base })
}
