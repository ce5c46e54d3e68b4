import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import type * as pay from '@/ports/api/pay'
import type { UsesPay, UsesRepos } from '../../ports/ServerDeps'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'
import { isTestMode } from './isTestMode'
import { itemOf } from './itemOf'

type Deps = UsesPay<'memberships'> & UsesRepos<'users' | 'content'>

/** The purchase dialog's items (status '1': on sale), each marked bought or trial for the caller. */
export async function listMemberships(
  deps: Deps,
  input: ParsedInputOf<typeof pay.membershipList>,
  call: Call,
): Promise<Outcome<OutputOf<typeof pay.membershipList>>> {
  const user = await deps.repos.users.byId(callerOf(call))
  const testMode = await isTestMode(deps)
  const items = await deps.pay.memberships.list(input.status)
  return ok(items.map((m) => itemOf(m, user, testMode)))
}

/** The membership page: what is on sale, a page at a time. */
export async function pageOfMemberships(
  deps: Deps,
  input: ParsedInputOf<typeof pay.membershipPage>,
  call: Call,
): Promise<Outcome<OutputOf<typeof pay.membershipPage>>> {
  const user = await deps.repos.users.byId(callerOf(call))
  const testMode = await isTestMode(deps)
  const items = await deps.pay.memberships.list('1')
  const from = (input.pageNum - 1) * input.pageSize
  return ok({
    list: items.slice(from, from + input.pageSize).map((m) => itemOf(m, user, testMode)),
    total: items.length,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  })
}
