import type { HttpApi } from '@/ports/HttpApi'
import type { OutputOf } from '@/ports/api/endpoint'
import { talkGroups } from '@/ports/api/chat'
import { attempt, type Result } from '../result'

export type SavedGroup = OutputOf<typeof talkGroups>[number]

/** The user's saved conversations. */
export async function loadGroups(deps: { api: HttpApi }, userId: number): Promise<Result<SavedGroup[]>> {
  return attempt(() => deps.api.call(talkGroups, { userId }))
}
