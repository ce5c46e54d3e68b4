import type { HttpApi } from '@/ports/HttpApi'
import { deleteTalkGroup } from '@/ports/api/chat'
import { attempt, type Result } from '../result'

export async function deleteGroup(deps: { api: HttpApi }, userId: number, uaGroup: string): Promise<Result<null>> {
  return attempt(() => deps.api.call(deleteTalkGroup, { userId, uaGroup }))
}
