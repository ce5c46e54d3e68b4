import type { ChatTools, ChatTurn } from '../../ports/ChatModel'
import { readTurn } from './understanding/readTurn'
import { emptyUnderstood, type Understood } from './Understood'

/**
 * Reads the conversation oldest first: each turn's own words win, and a turn worded as a follow-up (or
 * naming only a school, score or year) takes the rest from the turn before, so "那它2024年呢" keeps the
 * school and the question type of the previous turn.
 */
export async function understand(tools: ChatTools, history: readonly ChatTurn[], question: string): Promise<Understood> {
  const called = new Set<string>()
  let ctx = emptyUnderstood()
  for (const q of [...history.map((h) => h.question), question]) ctx = await readTurn(tools, q, ctx, called)
  return { ...ctx, called: [...called] }
}
