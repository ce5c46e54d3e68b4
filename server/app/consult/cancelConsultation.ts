import { canCancel } from '@/core/domain/consult/consultStatus'
import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import type * as consult from '@/ports/api/consult'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { callerOf, fail, ok, type Call, type Outcome } from '../shared/outcome'
import { consultationRowOf } from './consultationRowOf'

/** The student withdraws one of their own bookings while it is 已提交 (an operator may have acted in between). */
export async function cancelConsultation(
  deps: UsesRepos<'experts' | 'consultations'> & Pick<ServerDeps, 'clock'>,
  input: ParsedInputOf<typeof consult.consultCancel>,
  call: Call,
): Promise<Outcome<OutputOf<typeof consult.consultCancel>>> {
  const own = await deps.repos.consultations.findOwn(callerOf(call), input.id)
  if (!own) return fail('consult.notFound')
  if (!canCancel(own.status)) return fail('consult.cannotCancel')
  const moved = await deps.repos.consultations.setStatus(own.id, { from: own.status, to: 'cancelled', at: deps.clock.now() })
  if (!moved) return fail('consult.cannotCancel')
  return ok(consultationRowOf(moved, await deps.repos.experts.all()))
}
