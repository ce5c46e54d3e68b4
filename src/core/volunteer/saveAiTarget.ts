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

/** Applies the shared rules first ("Data inconsistent!" / "Target major parse failed!" as message keys), then saves. */
export async function saveAiTarget(deps: { api: HttpApi }, target: AiTargetWire): Promise<Result<null>> {
  const checked = validateAiTarget(target)
  if (!checked.ok) return fail(checked.error === 'dataInconsistent' ? 'volunteer.dataInconsistent' : 'volunteer.targetParseFailed')
  return attempt(() => deps.api.call(addAiTarget, target))
}
