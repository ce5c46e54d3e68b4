import { createMemoryBackend } from '../../../server/adapters/memory/createMemoryBackend'
import { LocalChatModel } from '../../../server/adapters/chat/LocalChatModel'
import { chatTools } from '../../../server/app/chat/tools/chatTools'
import { recordingTools } from '../../../server/cli/chatEval/recordingTools'
import type { ChatTools, ChatTurn } from '../../../server/ports/ChatModel'
import { ManualClock } from '@/adapters/fake/ManualClock'

/** Demo mode's backend (the shipped sample in memory, the model fitted on it) and a 物化生 student of 一段 with 600 points. */
export async function sampleChat() {
  const backend = createMemoryBackend({ clock: new ManualClock() })
  const deps = backend.deps
  const user = await deps.repos.users.create({ phone: '13500000001', passwordHash: null, inviteCode: 'CHAT01', invitedBy: null, createdAt: 0 })
  await deps.repos.students.save(user.id, { total: 600, rankZs: 50000, rank: '1', batchId: 1, subject: 'physics,chemistry,biology', isFill: '1' })
  const tools = chatTools(deps, { userId: user.id, lang: 'zh_CN' })
  return { deps, tools, userId: user.id }
}

/** Every result a tool returned while answering, so a test can trace the answer's figures to them. */
export function recording(tools: ChatTools): { tools: ChatTools; results: unknown[] } {
  const results: unknown[] = []
  return { tools: recordingTools(tools, results), results }
}

/** Asks each question in turn, as one conversation; returns the chunks of the last answer. */
export async function converse(tools: ChatTools, questions: string[]): Promise<Array<{ kind: string; text: string }>> {
  const model = new LocalChatModel()
  const history: ChatTurn[] = []
  let chunks: Array<{ kind: string; text: string }> = []
  for (const question of questions) {
    chunks = []
    for await (const c of model.answer({ question, history, lang: 'zh_CN', tools }, new AbortController().signal)) chunks.push(c)
    history.push({
      question,
      answer: chunks
        .filter((c) => c.kind === 'answer')
        .map((c) => c.text)
        .join(''),
    })
  }
  return chunks
}

export const answerOf = (chunks: Array<{ kind: string; text: string }>) =>
  chunks
    .filter((c) => c.kind === 'answer')
    .map((c) => c.text)
    .join('')
