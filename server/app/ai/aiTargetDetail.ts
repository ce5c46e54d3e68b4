import { ListPrefs, type AiTarget } from '@/ports/api/aiMsg'
import type * as aiMsg from '@/ports/api/aiMsg'
import type { OutputOf } from '@/ports/api/endpoint'
import type { UsesVolunteer } from '../../ports/ServerDeps'
import type { TrialDeps } from '../shared/ensureTrial'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'
import { requireAccess } from '../shared/requireAccess'

/** gk-ai-msg/detailed: the caller's saved target, its preferences read with the defaults; null before one is saved. */
export async function aiTargetDetail(
  deps: TrialDeps & UsesVolunteer<'targets'>,
  _input: unknown,
  call: Call,
): Promise<Outcome<OutputOf<typeof aiMsg.aiTarget>>> {
  const user = await requireAccess(deps, callerOf(call), 'ai')
  if (!user.ok) return user
  const t = await deps.volunteer.targets.get(user.value.id)
  const out: AiTarget | null = t
    ? {
        major: t.major,
        jsonList: t.jsonList,
        province: t.province,
        maxTuition: t.maxTuition,
        excludeSinoForeign: t.excludeSinoForeign,
        prefs: t.prefs ?? ListPrefs.parse({}),
        userId: user.value.id,
      }
    : null
  return ok(out)
}
