import type { AnswerStream, StreamQuestion } from '@/ports/AnswerStream'
import type { Envelope } from '@/ports/api/endpoint'
import type { StreamMessage, StreamOpening } from '@/ports/api/stream'

type Script = StreamMessage[] | Envelope | ((question: StreamQuestion) => StreamMessage[] | Envelope)

/**
 * A fake AnswerStream for use-case and view-model tests: each opening answers the scripted messages (or
 * refuses with the scripted envelope), stopping early when its signal aborts; every question is recorded.
 */
export class ScriptedAnswerStream implements AnswerStream {
  readonly questions: StreamQuestion[] = []

  constructor(private readonly script: Script = []) {}

  async open(question: StreamQuestion, signal: AbortSignal): Promise<StreamOpening> {
    this.questions.push(question)
    const answer = typeof this.script === 'function' ? this.script(question) : this.script
    if (!Array.isArray(answer)) return { ok: false, envelope: answer }
    return { ok: true, messages: replay(answer, signal) }
  }
}

async function* replay(messages: StreamMessage[], signal: AbortSignal): AsyncGenerator<StreamMessage> {
  for (const message of messages) {
    await Promise.resolve()
    if (signal.aborted) return
    yield message
  }
}
