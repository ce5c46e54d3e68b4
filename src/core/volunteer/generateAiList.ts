import type { HttpApi } from '@/ports/HttpApi'
import { addAiTarget } from '@/ports/api/aiMsg'
import { joinAi, type AiListResult } from '@/ports/api/plan'
import type { Result } from '../result'
import { attemptPaid, unpaidFailure, type PaidFailure } from './attemptPaid'
import { aiTargetOnWire, aiTargetProblem, type AiTargetWire } from './saveAiTarget'

/**
 * Generating first saves the target, then asks the server to build the list.
 * A refusal for a missing service keeps its service type (46xx), so the page can show the buy prompt.
 */
export async function generateAiList(deps: { api: HttpApi }, target: AiTargetWire): Promise<Result<AiListResult, PaidFailure>> {
  const problem = aiTargetProblem(target)
  if (problem) return unpaidFailure(problem)
  const saved = await attemptPaid(() => deps.api.call(addAiTarget, aiTargetOnWire(target)))
  if (!saved.ok) return saved
  return regenerateAiList(deps)
}

/** join/ai alone: the server builds the list again from the target and preferences it has saved. */
export function regenerateAiList(deps: { api: HttpApi }): Promise<Result<AiListResult, PaidFailure>> {
  return attemptPaid(() => deps.api.call(joinAi, {}))
}
