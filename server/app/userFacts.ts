import type { ServerDeps } from '../ports/ServerDeps'
import { callerOf, fail, ok, type Call, type Outcome } from './outcome'

/** isReadType: 1 when the caller has read the notice and agreement (recorded at sign-in), else 0. */
export async function isReadType(deps: ServerDeps, _input: unknown, call: Call): Promise<Outcome<number>> {
  if (!deps.notices) return fail('common.notYet')
  return ok((await deps.notices.hasRead(callerOf(call))) ? 1 : 0)
}

/** getUserCount: how many students have registered (shown publicly as social proof). */
export async function userCount(deps: ServerDeps): Promise<Outcome<number>> {
  return ok(await deps.repos.users.count())
}

/** check: whether the caller's profile is complete (isFill '1', what the route guard also reads). */
export async function checkUser(deps: ServerDeps, _input: unknown, call: Call): Promise<Outcome<boolean>> {
  const student = await deps.repos.students.byUserId(callerOf(call))
  return ok(student?.isFill === '1')
}
