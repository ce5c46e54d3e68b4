import { validateAiTarget } from '@/core/domain/aiTarget'
import { ListPrefs, type AiTarget } from '@/ports/api/aiMsg'
import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import type * as aiMsg from '@/ports/api/aiMsg'
import type { ServerDeps } from '../ports/ServerDeps'
import { callerOf, fail, ok, type Call, type Outcome } from './outcome'
import { requireAccess } from './volunteerAccess'

/** gk-ai-msg/add: saves the caller's target after the same rules the form applies. */
export async function saveAiTarget(deps: ServerDeps, input: ParsedInputOf<typeof aiMsg.addAiTarget>, call: Call): Promise<Outcome<null>> {
  const v = deps.volunteer
  if (!v) return fail('common.notYet')
  const user = await requireAccess(deps, v, callerOf(call), 'ai')
  if (!user.ok) return user
  const checked = validateAiTarget(input)
  if (!checked.ok) return fail(checked.error === 'dataInconsistent' ? 'volunteer.dataInconsistent' : 'volunteer.targetParseFailed')
  // prefs.avoid decides 中外合作 (excludeSinoForeign mirrors it for old readers); no prefs = the defaults.
  const prefs = input.prefs ?? null
  const excludeSinoForeign = prefs ? prefs.avoid.includes('sinoForeign') : true
  await v.targets.save(user.value.id, { major: input.major, jsonList: input.jsonList, province: input.province, maxTuition: input.maxTuition ?? null, excludeSinoForeign, prefs, updatedAt: deps.clock.now() })
  return ok(null)
}

export async function aiTargetDetail(deps: ServerDeps, _input: unknown, call: Call): Promise<Outcome<OutputOf<typeof aiMsg.aiTarget>>> {
  const v = deps.volunteer
  if (!v) return fail('common.notYet')
  const user = await requireAccess(deps, v, callerOf(call), 'ai')
  if (!user.ok) return user
  const t = await v.targets.get(user.value.id)
  const out: AiTarget | null = t ? { major: t.major, jsonList: t.jsonList, province: t.province, maxTuition: t.maxTuition, excludeSinoForeign: t.excludeSinoForeign, prefs: t.prefs ?? ListPrefs.parse({}), userId: user.value.id } : null
  return ok(out)
}

/** gk-ai-msg/del: also used when the batch changes (spec §4 step 5), so it needs no entitlement. */
export async function deleteAiTarget(deps: ServerDeps, _input: unknown, call: Call): Promise<Outcome<null>> {
  const v = deps.volunteer
  if (!v) return fail('common.notYet')
  await v.targets.remove(callerOf(call))
  return ok(null)
}
