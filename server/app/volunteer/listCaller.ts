import type { AccessArea } from '@/core/domain/access'
import type { UserRecord } from '../../ports/UserRepo'
import type { TrialDeps } from '../shared/ensureTrial'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'
import { requireAccess } from '../shared/requireAccess'

/** The caller of a list call, with the trial applied. */
export interface ListCaller {
  user: UserRecord
  userId: number
}

/** The caller if they may use the list (or `area`), else the refusal naming the service to buy. */
export async function listCaller(deps: TrialDeps, call: Call, area: AccessArea = 'list'): Promise<Outcome<ListCaller>> {
  const user = await requireAccess(deps, callerOf(call), area)
  return user.ok ? ok({ user: user.value, userId: user.value.id }) : user
}
