import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { DAY, HOUR, SMS_BUDGET_ACCOUNT_RESERVE, SMS_BUDGET_ALERT_SHARE } from '../shared/limits'
import type { Call } from '../shared/outcome'
import { recordSecurityEvent, type RecordSecurityEventDeps } from '../shared/recordSecurityEvent'
import { lockKeys } from './lockKeys'

export type SmsBudgetDeps = UsesRepos<'users'> & RecordSecurityEventDeps & Pick<ServerDeps, 'limiter' | 'logger' | 'settings'>

const WINDOWS = [
  { name: 'hour', ms: HOUR },
  { name: 'day', ms: DAY },
] as const

const budgetOf = (deps: Pick<ServerDeps, 'settings'>, window: (typeof WINDOWS)[number]) =>
  window.name === 'hour' ? deps.settings.smsBudget.perHour : deps.settings.smsBudget.perDay

/** What a number may reach: the budget, or for an account's phone the budget and its reserve. */
const limitOf = (budget: number, account: boolean) => Math.floor(budget * (account ? 1 + SMS_BUDGET_ACCOUNT_RESERVE : 1))

/** Whether the phone has an account: accounts draw on the reserve past the budget. */
export const hasAccount = async (deps: UsesRepos<'users'>, phone: string): Promise<boolean> => (await deps.repos.users.byPhone(phone)) !== null

/** Whether the budgets have room for one more code to this kind of number, spending nothing (asked before any work). */
export async function smsBudgetHasRoom(deps: SmsBudgetDeps, account: boolean, call: Call): Promise<boolean> {
  for (const window of WINDOWS) {
    const budget = budgetOf(deps, window)
    if ((await deps.limiter.count(lockKeys.smsSite(window.name), window.ms)) >= limitOf(budget, account)) {
      await tellOperator(deps, window, 'spent', budget, call)
      return false
    }
  }
  return true
}

/**
 * Spends one SMS of the whole site's hourly and daily budgets; false when either is spent. Numbers without an
 * account stop at the budget (SMS pumping sends to numbers at random); accounts have a reserve beyond it, so a
 * flood does not keep families out. The operator is told at 80 % and when a budget is spent, once per window.
 */
export async function spendSmsBudget(deps: SmsBudgetDeps, account: boolean, call: Call): Promise<boolean> {
  const taken: string[] = []
  for (const window of WINDOWS) {
    const budget = budgetOf(deps, window)
    const limit = limitOf(budget, account)
    const key = lockKeys.smsSite(window.name)
    const decision = await deps.limiter.hit(key, limit, window.ms)
    if (!decision.allowed) {
      for (const other of taken) await deps.limiter.refund(other)
      await tellOperator(deps, window, 'spent', budget, call)
      return false
    }
    taken.push(key)
    const used = limit - decision.remaining
    if (used >= budget * SMS_BUDGET_ALERT_SHARE) await tellOperator(deps, window, used >= budget ? 'spent' : 'near', budget, call)
  }
  return true
}

/** One security-log entry (and a log warning) per window and level, however many sends pass it. */
async function tellOperator(deps: SmsBudgetDeps, window: (typeof WINDOWS)[number], level: 'near' | 'spent', budget: number, call: Call): Promise<void> {
  const first = await deps.limiter.hit(`alert:sms:${window.name}:${level}`, 1, window.ms)
  if (!first.allowed) return
  const detail =
    level === 'near'
      ? `SMS budget: ${Math.round(SMS_BUDGET_ALERT_SHARE * 100)} % of ${budget} an ${window.name} sent; every send now needs a proof of work`
      : `SMS budget: ${budget} an ${window.name} spent; numbers without an account get no code until the ${window.name} has room, accounts have ${Math.floor(budget * SMS_BUDGET_ACCOUNT_RESERVE)} more`
  deps.logger.warn(detail, { ip: call.ip })
  await recordSecurityEvent(deps, 'budget', { call, detail })
}
