import { chatMessage } from '@/ports/api/chatMessages'
import type { ChatChunk, ChatInput, ChatModel, ChatTurn } from '../../ports/ChatModel'
import { answerQuestion } from './answerQuestion'
import { splitQuestion } from './parseQuestion'
import type { Understood } from './Understood'
import { understand } from './understand'

function reasoningOf(u: Understood, called: readonly string[], input: ChatInput): string {
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

/** Sentences handed over as they are written, read by the stream as they arrive. */
class SentenceQueue {
  private items: string[] = []
  private wake: (() => void) | null = null
  private closed = false

  push(s: string): void {
    this.items.push(s)
    this.wake?.()
  }

  close(): void {
    this.closed = true
    this.wake?.()
  }

  async *drain(): AsyncIterable<string> {
    for (;;) {
      const next = this.items.shift()
      if (next !== undefined) yield next
      else if (this.closed) return
      else await new Promise<void>((resolve) => (this.wake = resolve))
      this.wake = null
    }
  }
}

/**
 * The built-in assistant: no network and no model weights, so it also runs in the browser's demo mode.
 * It reads the question with patterns, fills a follow-up from the previous turns, calls the tools and
 * writes the reply from their results, so it cannot state a figure no tool gave it. A question of several
 * parts is answered part by part; each sentence is sent as soon as it is written (the first before the
 * later tools have run), after a reasoning chunk that says how the part was read and what it called so far.
 */
export class LocalChatModel implements ChatModel {
  async *answer(input: ChatInput, signal: AbortSignal): AsyncIterable<ChatChunk> {
    const history: ChatTurn[] = [...input.history]
    let previous = ''
    for (const part of splitQuestion(input.question)) {
      const u = await understand(input.tools, history, part)
      if (signal.aborted) return
      const queue = new SentenceQueue()
      let called: readonly string[] = []
      const written = answerQuestion(input.tools, u, input.lang, (s, soFar) => {
        if (called.length === 0) called = [...soFar]
        queue.push(s)
      }).then(
        (w) => {
          queue.close()
          return w
        },
        (error: unknown) => {
          queue.close()
          throw error
        },
      )
      let first = true
      for await (const text of queue.drain()) {
        if (signal.aborted) return
        // The reasoning goes first, once the first sentence (and what it needed) is known.
        if (first) yield { kind: 'reasoning', text: reasoningOf(u, called, input) }
        first = false
        // English sentences need a space between them; Chinese punctuation carries its own.
        yield { kind: 'answer', text: input.lang === 'en' && previous !== '' && !/\s$/.test(previous) ? ` ${text}` : text }
        previous = text
      }
      const w = await written
      if (first) yield { kind: 'reasoning', text: reasoningOf(u, w.called, input) }
      history.push({ question: part, answer: w.sentences.join('') })
    }
  }
}
