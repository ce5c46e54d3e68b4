import { MAX_VOLUNTEERS } from '@/core/domain/admission/listTypes'
import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import type * as plan from '@/ports/api/plan'
import type { ServerDeps } from '../../ports/ServerDeps'
import type { TrialDeps } from '../shared/ensureTrial'
import { fail, ok, type Call, type Outcome } from '../shared/outcome'
import { currentRows, type CurrentRowsDeps } from './currentRows'
import { listCaller } from './listCaller'

/**
 * join: appends one programme by hand (the 尊享版 self-selection assistant, so super vip); refuses a
 * duplicate (naming its 志愿序号) and the 81st row. The AI result page edits its list through the 'list' calls.
 */
export async function joinVolunteer(
  deps: TrialDeps & CurrentRowsDeps & Pick<ServerDeps, 'clock'>,
  input: ParsedInputOf<typeof plan.volunteerJoin>,
  call: Call,
): Promise<Outcome<OutputOf<typeof plan.volunteerJoin>>> {
  const c = await listCaller(deps, call, 'premier')
  if (!c.ok) return c
  const cat = await deps.volunteer.model.catalogue()
  if (!cat?.byId.has(input.planId)) return fail('volunteer.unknownPlan')
  // The repository checks and appends in one step, so simultaneous joins cannot pass 80 or share a position.
  const added = await deps.volunteer.lists.add(c.value.userId, { planId: input.planId, year: cat.year, fromAi: false }, deps.clock.now(), {
    max: MAX_VOLUNTEERS,
  })
  if (!added.ok) return added.reason === 'duplicate' ? fail('volunteer.duplicate', { index: added.position }) : fail('volunteer.full', { max: added.max })
  const rows = await currentRows(deps, c.value, call.lang)
  return ok(rows.find((r) => r.id === added.entry.id) ?? rows[rows.length - 1])
}
