import type { HttpApi } from '@/ports/HttpApi'
import { addAiTarget } from '@/ports/api/aiMsg'
import { validateAiTarget } from '@/core/domain/aiTarget'
import { attempt, fail, type Result } from '../result'

export interface AiTargetWire {
  major: string
  jsonList: string
  province: string
  maxTuition?: number | null
  excludeSinoForeign?: boolean
}

/** The shared rules as a message key ("Data inconsistent!" / "Target major parse failed!"), or null when the target is fine. */
export function aiTargetProblem(target: AiTargetWire): string | null {
  const checked = validateAiTarget(target)
  if (checked.ok) return null
  return checked.error === 'dataInconsistent' ? 'volunteer.dataInconsistent' : 'volunteer.targetParseFailed'
}

/** Applies the shared rules first, then saves. */
export async function saveAiTarget(deps: { api: HttpApi }, target: AiTargetWire): Promise<Result<null>> {
  const problem = aiTargetProblem(target)
  if (problem) return fail(problem)
  return attempt(() => deps.api.call(addAiTarget, target))
}
