import type { OutputOf } from '@/ports/api/endpoint'
import type * as consult from '@/ports/api/consult'
import type { UsesRepos } from '../../ports/ServerDeps'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'
import { consultationRowOf } from './consultationRowOf'

/** The caller's bookings, newest first, with where each one stands. */
export async function myConsultations(
  deps: UsesRepos<'experts' | 'consultations'>,
  _input: unknown,
  call: Call,
): Promise<Outcome<OutputOf<typeof consult.consultMine>>> {
  const [rows, experts] = await Promise.all([deps.repos.consultations.ofUser(callerOf(call)), deps.repos.experts.all()])
  return ok(rows.map((row) => consultationRowOf(row, experts)))
}
