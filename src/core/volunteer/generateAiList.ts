import type { HttpApi } from '@/ports/HttpApi'
import { joinAi, type AiListResult } from '@/ports/api/plan'
import { attempt, type Result } from '../result'
import { saveAiTarget, type AiTargetWire } from './saveAiTarget'

/** Spec §4 "AI form flow": generating first saves the target, then asks the server to build the list. */
export async function generateAiList(deps: { api: HttpApi }, target: AiTargetWire): Promise<Result<AiListResult>> {
  const saved = await saveAiTarget(deps, target)
  if (!saved.ok) return saved
  return attempt(() => deps.api.call(joinAi, {}))
}
