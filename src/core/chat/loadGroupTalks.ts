import type { HttpApi } from '@/ports/HttpApi'
import type { OutputOf } from '@/ports/api/endpoint'
import { talkByGroup } from '@/ports/api/chat'
import { attempt, type Result } from '../result'

export type Talk = OutputOf<typeof talkByGroup>[number]

/** The questions and answers of one conversation, oldest first. */
export async function loadGroupTalks(deps: { api: HttpApi }, userId: number, uaGroup: string): Promise<Result<Talk[]>> {
  return attempt(() => deps.api.call(talkByGroup, { userId, uaGroup }))
}
