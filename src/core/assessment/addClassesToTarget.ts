import { encodeTargetMajors, parseTargetMajors, type TargetMajor } from '@/core/domain/aiTarget'
import type { HttpApi } from '@/ports/HttpApi'
import { addAiTarget, aiTarget } from '@/ports/api/aiMsg'
import type { Result } from '../result'
import { attemptPaid, type PaidFailure } from '../volunteer/attemptPaid'
import { aiTargetOnWire } from '../volunteer/saveAiTarget'

/** How many programmes of an added 专业类 the list asks for: the AI form's own default for a new wanted major. */
export const ADDED_CLASS_NUM = 5

export interface ClassToAdd {
  /** 4-digit 专业类 code, as the AI form's catalogue picker stores a whole class. */
  code: string
  name: string
}

export interface AddedClasses {
  added: string[]
  /** Classes the target already wanted (left as they were, with their own counts). */
  already: string[]
}

/**
 * Adds 专业类 to the wanted majors of the student's AI 志愿 target, keeping everything else of it (places,
 * budget, preferences, the majors already wanted and their counts). The AI pages need base vip: a refusal
 * carries the service type so the page can offer it.
 */
export async function addClassesToTarget(deps: { api: HttpApi }, classes: readonly ClassToAdd[]): Promise<Result<AddedClasses, PaidFailure>> {
  const current = await attemptPaid(() => deps.api.call(aiTarget, {}))
  if (!current.ok) return current
  const t = current.value
  const majors: TargetMajor[] = t ? (parseTargetMajors(t.jsonList) ?? []) : []
  const wanted = (c: ClassToAdd) => majors.some((m) => m.code === c.code || m.name === c.name)
  const already = classes.filter(wanted).map((c) => c.name)
  const added = classes.filter((c) => !wanted(c))
  const next = [...majors, ...added.map((c) => ({ name: c.name, code: c.code, num: ADDED_CLASS_NUM }))]
  const saved = await attemptPaid(() =>
    deps.api.call(
      addAiTarget,
      aiTargetOnWire({
        ...encodeTargetMajors(next),
        province: t?.province ?? '',
        maxTuition: t?.maxTuition ?? null,
        ...(t?.prefs ? { prefs: t.prefs } : {}),
      }),
    ),
  )
  if (!saved.ok) return saved
  return { ok: true, value: { added: added.map((c) => c.name), already } }
}
