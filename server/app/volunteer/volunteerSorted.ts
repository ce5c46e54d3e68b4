import type { OutputOf } from '@/ports/api/endpoint'
import type * as plan from '@/ports/api/plan'
import type { TrialDeps } from '../shared/ensureTrial'
import { ok, type Call, type Outcome } from '../shared/outcome'
import { currentRows, type CurrentRowsDeps } from './currentRows'
import { listCaller } from './listCaller'

/** getPageOk/sort and volunteer: the list in order, dataIndex from 1, with predictions. */
export async function volunteerSorted(deps: TrialDeps & CurrentRowsDeps, _input: unknown, call: Call): Promise<Outcome<OutputOf<typeof plan.volunteerList>>> {
  const c = await listCaller(deps, call)
  return c.ok ? ok(await currentRows(deps, c.value, call.lang)) : c
}
