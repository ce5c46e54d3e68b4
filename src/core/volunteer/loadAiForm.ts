import type { HttpApi } from '@/ports/HttpApi'
import { aiTarget } from '@/ports/api/aiMsg'
import { parseTargetMajors, splitJoined, type TargetMajor } from '@/core/domain/aiTarget'
import { attempt, type Result } from '../result'

export interface AiForm {
  majors: TargetMajor[]
  provinces: string[]
  maxTuition: number | null
  excludeSinoForeign: boolean
}

/** The saved target as form state; an unreadable saved jsonList starts the majors empty rather than failing the page. */
export async function loadAiForm(deps: { api: HttpApi }): Promise<Result<AiForm>> {
  const res = await attempt(() => deps.api.call(aiTarget, {}))
  if (!res.ok) return res
  const t = res.value
  if (!t) return { ok: true, value: { majors: [], provinces: [], maxTuition: null, excludeSinoForeign: false } }
  return { ok: true, value: { majors: parseTargetMajors(t.jsonList) ?? [], provinces: splitJoined(t.province), maxTuition: t.maxTuition ?? null, excludeSinoForeign: t.excludeSinoForeign ?? false } }
}
