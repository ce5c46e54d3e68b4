import type { ParsedInputOf, OutputOf } from '@/ports/api/endpoint'
import type { sendSms as sendSmsEndpoint } from '@/ports/api/user'
import type { ApiMessageKey } from '@/ports/api/messages'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import type { SmsFailureReason } from '../../ports/SmsSender'
import { keepBudgets, reserveBudgets, refundBudgets, type Budget, type BudgetDeps } from '../shared/budgets'
import { DAY, HOUR, SMS_CODE_TTL_MS, SMS_RESEND_GAP_MS, SMS_SENDS_PER_BLOCK_PER_HOUR, SMS_SENDS_PER_PHONE_AND_ADDRESS_PER_DAY } from '../shared/limits'
import { fail, ok, type Call, type Outcome } from '../shared/outcome'
import { lockKeys } from './lockKeys'
import { demandProof, type ProofDeps } from './proofOfWork'
import { hasAccount, smsBudgetHasRoom, spendSmsBudget, type SmsBudgetDeps } from './smsBudget'
import { addressBlock } from '@/core/domain/addressBlock'

type Endpoint = typeof sendSmsEndpoint

/** A stranger's sends spend the stranger's shares (this phone from this address, this network), never the owner's. */
const sendBudgets = (phone: string, ip: string): Budget[] => [
  {
    key: lockKeys.smsPhoneAddress(phone, ip),
    limit: SMS_SENDS_PER_PHONE_AND_ADDRESS_PER_DAY,
    windowMs: DAY,
    scope: `SMS codes to phone ${phone} from ${ip}`,
  },
  { key: lockKeys.smsBlock(ip), limit: SMS_SENDS_PER_BLOCK_PER_HOUR, windowMs: HOUR, scope: `SMS codes from network ${addressBlock(ip)}` },
]

/**
 * Sends a 6-digit code (stored hashed), one per phone per 120 s. Past the phone's free sends of the day (or with
 * the site near its budget) a send needs a proof of work; it is refused only on the sender's own shares (this
 * phone from this address, this network, this address — the dispatcher) or the site's budget, so nobody can
 * spend the owner's way in.
 */
export async function sendSms(
  deps: UsesRepos<'smsCodes'> & ProofDeps & BudgetDeps & SmsBudgetDeps & Pick<ServerDeps, 'clock' | 'ids' | 'digest' | 'sms' | 'logger'>,
  input: ParsedInputOf<Endpoint>,
  call: Call,
): Promise<Outcome<OutputOf<Endpoint>>> {
  const now = deps.clock.now()
  const phone = input.phone
  const last = await deps.repos.smsCodes.lastSentAt(phone)
  if (last !== null && now - last < SMS_RESEND_GAP_MS) {
    return fail('sms.tooSoon', { seconds: Math.ceil((SMS_RESEND_GAP_MS - (now - last)) / 1000) })
  }
  // Asked before any work is: a flood past the budget is refused at once, and pays nothing more to learn it.
  const account = await hasAccount(deps, phone)
  if (!(await smsBudgetHasRoom(deps, account, call))) return fail('sms.siteBusy')
  const proofNeeded = await demandProof(deps, 'sms', phone, input.proof)
  if (proofNeeded) return proofNeeded
  const reserved = await reserveBudgets(deps, sendBudgets(phone, call.ip))
  if (!reserved.ok) return fail('common.tooManyRequests')
  if (!(await spendSmsBudget(deps, account, call))) {
    await refundBudgets(deps, reserved.reservation)
    return fail('sms.siteBusy')
  }
  await keepBudgets(deps, reserved.reservation, { phone, call })
  const code = deps.ids.smsCode()
  // Stored only once it has left: a code that never arrived must not sign anyone in, nor start the resend gap.
  const delivery = await deps.sms.send(phone, code)
  if (!delivery.ok) {
    deps.logger.warn(`SMS code not delivered (${delivery.reason}): ${delivery.detail}`, { reason: delivery.reason, ip: call.ip })
    return fail(FAILURE_MESSAGES[delivery.reason])
  }
  await deps.repos.smsCodes.add({
    phone,
    codeHash: await deps.digest.sha256(`${phone}:${code}`),
    expiresAt: now + SMS_CODE_TTL_MS,
    createdAt: now,
  })
  return ok({ resendAfterSeconds: SMS_RESEND_GAP_MS / 1000 })
}

/** What the family reads for each failed delivery; the provider's own words stay in the log. */
const FAILURE_MESSAGES: Record<SmsFailureReason, ApiMessageKey> = {
  phoneRejected: 'sms.phoneRejected',
  rateLimited: 'sms.providerBusy',
  unavailable: 'sms.providerBusy',
  misconfigured: 'sms.notConfigured',
}
