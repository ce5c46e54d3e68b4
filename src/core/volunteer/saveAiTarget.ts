import type { HttpApi } from '@/ports/HttpApi'
import { addAiTarget, type ListPrefsInput } from '@/ports/api/aiMsg'
import { validateAiTarget } from '@/core/domain/aiTarget'
import { attempt, fail, type Result } from '../result'

export interface AiTargetWire {
  major: string
  jsonList: string
  province: string
  maxTuition?: number | null
  excludeSinoForeign?: boolean
  /** What the family decides by (priority, ruled-out kinds, places, school level, 滑档 ceiling). */
  prefs?: ListPrefsInput
}

/** The shared rules as a message key ("Data inconsistent!" / "Target major parse failed!"), or null when the target is fine. */
export function aiTargetProblem(target: AiTargetWire): string | null {
  const checked = validateAiTarget(target)
  if (checked.ok) return null
  return checked.error === 'dataInconsistent' ? 'volunteer.dataInconsistent' : 'volunteer.targetParseFailed'
}

/** The target as sent: old clients read only excludeSinoForeign, so it follows prefs.avoid whenever prefs are sent. */
export function aiTargetOnWire(target: AiTargetWire): AiTargetWire {
  const avoid = target.prefs?.avoid
  return avoid ? { ...target, excludeSinoForeign: avoid.includes('sinoForeign') } : target
}

/** Applies the shared rules first, then saves. */
export async function saveAiTarget(deps: { api: HttpApi }, target: AiTargetWire): Promise<Result<null>> {
  const problem = aiTargetProblem(target)
  if (problem) return fail(problem)
  return attempt(() => deps.api.call(addAiTarget, aiTargetOnWire(target)))
}
