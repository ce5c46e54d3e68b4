import type { HttpApi } from '@/ports/HttpApi'
import { volunteerDelete } from '@/ports/api/plan'
import { attempt, type Result } from '../result'

export function deleteVolunteer(deps: { api: HttpApi }, id: number): Promise<Result<null>> {
  return attempt(() => deps.api.call(volunteerDelete, { id }))
}
