import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import type * as consult from '@/ports/api/consult'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { fail, ok, type Call, type Outcome } from '../shared/outcome'
import { DAY, HOUR } from '../shared/limits'
import { addressBlock } from '@/core/domain/addressBlock'
import { COOPERATION_RETENTION_DAYS, COOPERATIONS_PER_BLOCK_PER_DAY, COOPERATIONS_PER_DAY, COOPERATIONS_PER_IP_PER_HOUR } from './consultLimits'

/**
 * The anonymous cooperation form: the schema bounds every field, the address is limited per hour, its network
 * (address block) per day, the site per day, and requests past their retention are pruned on the way in, so anonymous calls cannot fill the disk.
 */
export async function submitCooperation(
  deps: UsesRepos<'cooperations'> & Pick<ServerDeps, 'clock' | 'limiter'>,
  input: ParsedInputOf<typeof consult.cooperationAdd>,
  call: Call,
): Promise<Outcome<OutputOf<typeof consult.cooperationAdd>>> {
  const now = deps.clock.now()
  const perAddress = await deps.limiter.hit(`coop:ip:${call.ip}`, COOPERATIONS_PER_IP_PER_HOUR, HOUR)
  if (!perAddress.allowed) return fail('coop.tooMany')
  // The address's network next, so a rented range spends its own budget, not the site's.
  const perBlock = await deps.limiter.hit(`coop:block:${addressBlock(call.ip)}`, COOPERATIONS_PER_BLOCK_PER_DAY, DAY)
  if (!perBlock.allowed) return fail('coop.blockBusy')
  await deps.repos.cooperations.pruneBefore(now - COOPERATION_RETENTION_DAYS * DAY)
  if ((await deps.repos.cooperations.countSince(now - DAY)) >= COOPERATIONS_PER_DAY) return fail('coop.busy')
  await deps.repos.cooperations.add({ ...input, createdAt: now })
  return ok(null)
}
