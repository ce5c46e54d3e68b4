import type { HttpApi } from '@/ports/HttpApi'
import { volunteerReorder } from '@/ports/api/plan'
import { attempt, type Result } from '../result'

/** A drag or a move button ends with the whole new order (updateOrder1). */
export function reorderVolunteers(deps: { api: HttpApi }, ids: readonly number[]): Promise<Result<null>> {
  return attempt(() => deps.api.call(volunteerReorder, { ids: [...ids] }))
}

/** The order after moving the row at index `from` to index `to` (what a drag shows before the server answers). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list]
  const [item] = out.splice(from, 1)
  if (item === undefined) return out
  out.splice(Math.max(0, Math.min(to, out.length)), 0, item)
  return out
}
