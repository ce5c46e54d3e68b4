import { validateAiTarget } from '@/core/domain/aiTarget'
import type * as aiMsg from '@/ports/api/aiMsg'
import type { ParsedInputOf } from '@/ports/api/endpoint'
import type { ServerDeps, UsesVolunteer } from '../../ports/ServerDeps'
import type { TrialDeps } from '../shared/ensureTrial'
import { callerOf, fail, ok, type Call, type Outcome } from '../shared/outcome'
import { requireAccess } from '../shared/requireAccess'

/** gk-ai-msg/add: saves the caller's target after the same rules the form applies. */
export async function saveAiTarget(
  deps: TrialDeps & UsesVolunteer<'targets'> & Pick<ServerDeps, 'clock'>,
  input: ParsedInputOf<typeof aiMsg.addAiTarget>,
  call: Call,
): Promise<Outcome<null>> {
  const user = await requireAccess(deps, callerOf(call), 'ai')
  if (!user.ok) return user
  const checked = validateAiTarget(input)
  if (!checked.ok) return fail(checked.error === 'dataInconsistent' ? 'volunteer.dataInconsistent' : 'volunteer.targetParseFailed')
  // prefs.avoid decides 中外合作 (excludeSinoForeign mirrors it for old readers); no prefs = the defaults.
  const prefs = input.prefs ?? null
  const excludeSinoForeign = prefs ? prefs.avoid.includes('sinoForeign') : true
  await deps.volunteer.targets.save(user.value.id, {
    major: input.major,
    jsonList: input.jsonList,
    province: input.province,
    maxTuition: input.maxTuition ?? null,
    excludeSinoForeign,
    prefs,
    updatedAt: deps.clock.now(),
  })
  return ok(null)
}
