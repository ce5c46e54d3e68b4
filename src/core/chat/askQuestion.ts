import type { HttpApi } from '@/ports/HttpApi'
import { askQuestion as ask } from '@/ports/api/chat'
import { attempt, type Result } from '../result'

/** The plain question call; an empty answer (or NOT_UNDERSTOOD) means the stream must answer instead. */
export async function askQuestion(deps: { api: HttpApi }, userId: number, question: string, uaGroup: string): Promise<Result<string>> {
  return attempt(() => deps.api.call(ask, { question, userId, uaGroup }))
}
