import type { HttpApi } from '@/ports/HttpApi'
import { saveTalk as save, saveTalkXf } from '@/ports/api/chat'
import { attempt, type Result } from '../result'

export interface TalkToSave {
  /** A plain answer is saved with saveTalk, a streamed one with saveTalkXf. */
  via: 'plain' | 'stream'
  userId: number
  uaGroup: string
  question: string
  answer: string
  thought: string
}

export async function saveTalk(deps: { api: HttpApi }, talk: TalkToSave): Promise<Result<null>> {
  const { via, userId, uaGroup, question, answer, thought } = talk
  const input = { userId, uaGroup, question, answer, thought: thought || null }
  return attempt(() => deps.api.call(via === 'plain' ? save : saveTalkXf, input))
}
