import { isBookableDay } from '@/core/domain/consult/bookingDays'
import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import type * as consult from '@/ports/api/consult'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { DAY } from '../shared/limits'
import { callerOf, fail, ok, type Call, type Outcome } from '../shared/outcome'
import { BOOKINGS_PER_DAY, MAX_OPEN_BOOKINGS } from './consultLimits'
import { consultationRowOf } from './consultationRowOf'

type Deps = UsesRepos<'experts' | 'consultations'> & Pick<ServerDeps, 'clock' | 'limiter'>

/**
 * A booking request: a day the team can still call on, an expert taking bookings (or none chosen while someone
 * is), at most MAX_OPEN_BOOKINGS open and BOOKINGS_PER_DAY placed per day. Stored as 已提交.
 */
export async function bookConsultation(
  deps: Deps,
  input: ParsedInputOf<typeof consult.consultBook>,
  call: Call,
): Promise<Outcome<OutputOf<typeof consult.consultBook>>> {
  const userId = callerOf(call)
  const now = deps.clock.now()
  if (!isBookableDay(input.preferredDate, now)) return fail('consult.dateInvalid')
  const experts = await deps.repos.experts.all()
  const taking = experts.filter((e) => e.visible && e.accepting)
  if (taking.length === 0) return fail('consult.noExperts')
  const expertId = input.expertId ?? null
  if (expertId !== null && !taking.some((e) => e.id === expertId)) return fail('consult.expertUnavailable')
  if ((await deps.repos.consultations.openCount(userId)) >= MAX_OPEN_BOOKINGS) return fail('consult.tooManyOpen', { max: MAX_OPEN_BOOKINGS })
  // Counted last, so a refused or invalid request never uses up the day's bookings.
  const allowed = await deps.limiter.hit(`consult:book:${userId}`, BOOKINGS_PER_DAY, DAY)
  if (!allowed.allowed) return fail('consult.tooMany')
  const stored = await deps.repos.consultations.add({
    userId,
    expertId,
    contactName: input.contactName,
    phone: input.phone,
    preferredDate: input.preferredDate,
    preferredPeriod: input.preferredPeriod,
    question: input.question,
    createdAt: now,
  })
  return ok(consultationRowOf(stored, experts))
}
