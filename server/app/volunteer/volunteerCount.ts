import type { OutputOf } from '@/ports/api/endpoint'
import type * as plan from '@/ports/api/plan'
import type { TrialDeps } from '../shared/ensureTrial'
import { ok, type Call, type Outcome } from '../shared/outcome'
import { countBands } from '@/core/domain/admission/countBands'
import { currentRows, type CurrentRowsDeps } from './currentRows'
import { listCaller } from './listCaller'

/** getCount: the caller's rows per band, with today's predictions. */
export async function volunteerCount(deps: TrialDeps & CurrentRowsDeps, _input: unknown, call: Call): Promise<Outcome<OutputOf<typeof plan.volunteerCount>>> {
  const c = await listCaller(deps, call)
  return c.ok ? ok(countBands(await currentRows(deps, c.value, call.lang))) : c
}
