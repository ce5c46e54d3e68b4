import { checkList, type Finding, type FixAction } from '@/core/domain/admission/checkList'
import { checkIsCounted } from '@/core/domain/access'
import { paramWords } from '@/core/domain/paramWords'
import type { OutputOf } from '@/ports/api/endpoint'
import { apiMessage, type Lang } from '@/ports/api/messages'
import type * as plan from '@/ports/api/plan'
import { needServiceCode } from '@/ports/api/plan'
import type { UsesVolunteer } from '../../ports/ServerDeps'
import type { TrialDeps } from '../shared/ensureTrial'
import { callerOf, fail, ok, type Call, type Outcome } from '../shared/outcome'
import { requireAccess } from '../shared/requireAccess'
import { countBands } from '@/core/domain/admission/countBands'
import { catalogueOf } from '../volunteer/catalogueOf'
import { listOutcome } from '../volunteer/listOutcome'
import { volunteerRows } from '../volunteer/volunteerRows'
import { volunteerStudent, type VolunteerStudentDeps } from '../volunteer/volunteerStudent'
import { wantsOfUser } from '../volunteer/wantsOfUser'

/** The words of a one-click fix, from its action. */
function fixText(a: FixAction, lang: Lang): string {
  if (a.kind === 'delete')
    return a.rows.length === 1
      ? apiMessage('list.fix.delete', lang)
      : apiMessage('list.fix.deleteRows', lang, { from: a.rows[0], to: a.rows[a.rows.length - 1] })
  if (a.kind === 'move') return apiMessage('list.fix.move', lang, { to: a.to })
  if (a.kind === 'add') return apiMessage('list.fix.add', lang, { n: a.planIds.length })
  return apiMessage(`list.fix.${a.kind}`, lang)
}

const render = (f: Finding, lang: Lang) => ({
  code: f.code,
  severity: f.severity,
  row: f.row,
  params: f.params,
  // A segment or the subjects of a rule are words of the reader's language; names stay as the data has them.
  message: apiMessage(
    `list.finding.${f.code}`,
    lang,
    paramWords(f.params, (key) => apiMessage(key, lang)),
  ),
  fix: fixText(f.action, lang),
  action: f.action,
})

/**
 * check (智能审核): the caller's list through the shared checkList rule — the generator's model, exact
 * outcome and utility, and the student's own scores. Non-super users spend one volunteerVerify check per
 * run; the check is taken only when the list can actually be checked.
 */
export async function checkVolunteers(
  deps: TrialDeps & VolunteerStudentDeps & UsesVolunteer<'model' | 'targets' | 'lists'>,
  _input: unknown,
  call: Call,
): Promise<Outcome<OutputOf<typeof plan.volunteerCheck>>> {
  const v = deps.volunteer
  const user = await requireAccess(deps, callerOf(call), 'check')
  if (!user.ok) return user
  const student = await volunteerStudent(deps, user.value)
  if (!student.ok) return student
  const cat = await catalogueOf(v)
  if (!cat.ok) return cat
  const entries = await v.lists.list(user.value.id)
  if (entries.length === 0) return fail('volunteer.emptyList')
  let remaining: number | null = null
  if (checkIsCounted(user.value)) {
    if (!(await deps.repos.users.takeCheck(user.value.id))) return { ok: false, error: 'access.needCheck', code: needServiceCode(3) }
    remaining = Math.max(0, user.value.volunteerVerify - 1)
  }
  const s = student.value
  const wants = await wantsOfUser(v, user.value.id)
  const index = cat.value.index
  const res = checkList(
    index,
    entries.map((e) => index.position.get(e.planId) ?? -1),
    s,
    wants,
    s.facts,
  )
  const rows = volunteerRows(entries, cat.value, s, wants, call.lang)
  return ok({
    findings: res.findings.map((f) => render(f, call.lang)),
    rows: res.rows.map((r) => ({ ...r, probability: r.probability === null ? null : Math.round(r.probability * 1000) / 1000 })),
    slipRisk: res.outcome?.slip ?? 0,
    maxSlipRisk: wants.maxSlipRisk,
    counts: countBands(rows),
    summary: res.summary.map((c) => apiMessage(`list.summary.${c.code}`, call.lang, c.params)).join(''),
    outcome: res.outcome ? listOutcome(res.outcome, rows) : null,
    ok: res.ok,
    remainingChecks: remaining,
  })
}
