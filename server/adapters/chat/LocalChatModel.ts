import { chatMessage } from '@/ports/api/chatMessages'
import type { ChatChunk, ChatInput, ChatModel } from '../../ports/ChatModel'
import { answerQuestion } from './answerQuestion'
import { understand, type Understood } from './understand'

function reasoningOf(u: Understood, called: string[], input: ChatInput): string {
  const lang = input.lang
  const facts = [
    u.compared.length > 0 ? u.compared.map((s) => s.name).join(' / ') : u.school?.name,
    u.major,
    u.score !== null ? `${u.score}` : null,
    u.rank !== null ? `#${u.rank}` : null,
    u.year !== null ? `${u.year}` : u.yearWord,
    u.subjects?.join(''),
  ].filter((x): x is string => typeof x === 'string' && x !== '')
  const tools = [...new Set([...u.called, ...called])]
  return chatMessage('chat.reasoning', lang, {
    intent: chatMessage(`chat.intent.${u.intent ?? (u.greeting ? 'greeting' : 'unknown')}`, lang),
    facts: facts.length > 0 ? ` (${facts.join(', ')})` : '',
    tools: tools.length > 0 ? tools.join(', ') : chatMessage('chat.reasoning.none', lang),
  })
}

/**
 * The built-in assistant: no network and no model weights, so it also runs in the browser's demo mode.
 * It reads the question with patterns, fills a follow-up from the previous turns, calls the tools and
 * writes the reply from their results, so it cannot state a figure no tool gave it.
 */
export class LocalChatModel implements ChatModel {
  async *answer(input: ChatInput, signal: AbortSignal): AsyncIterable<ChatChunk> {
    const u = await understand(input.tools, input.history, input.question)
    if (signal.aborted) return
    const written = await answerQuestion(input.tools, u, input.lang)
    if (signal.aborted) return
    yield { kind: 'reasoning', text: reasoningOf(u, written.called, input) }
    let previous = ''
    for (const text of written.sentences) {
      if (signal.aborted) return
      // English sentences need a space between them; Chinese punctuation carries its own.
      yield { kind: 'answer', text: input.lang === 'en' && previous !== '' && !/\s$/.test(previous) ? ` ${text}` : text }
      previous = text
    }
  }
}
