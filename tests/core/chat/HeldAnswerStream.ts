import type { AnswerStream, StreamQuestion } from '@/ports/AnswerStream'
import type { Envelope } from '@/ports/api/endpoint'
import type { StreamMessage, StreamOpening } from '@/ports/api/stream'

/** One opened stream, fed by the test: messages, then an end or a broken connection. */
export class HeldOpening {
  private readonly pending: StreamMessage[] = []
  private closing: 'open' | 'ended' | 'broken' = 'open'
  private wake: () => void = () => undefined

  constructor(
    readonly question: StreamQuestion,
    readonly signal: AbortSignal,
  ) {
    signal.addEventListener('abort', () => this.wake())
  }

  push(message: StreamMessage) {
    this.pending.push(message)
    this.wake()
  }

  /** The server closes the stream (with or without its end message before). */
  end() {
    this.closing = 'ended'
    this.wake()
  }

  /** The connection breaks: reading the stream throws. */
  break() {
    this.closing = 'broken'
    this.wake()
  }

  async *messages(): AsyncGenerator<StreamMessage> {
    for (;;) {
      // Like the real reader, an aborted stream simply ends, whatever was still on its way.
      if (this.signal.aborted) return
      const next = this.pending.shift()
      if (next) yield next
      else if (this.closing === 'ended') return
      else if (this.closing === 'broken') throw new Error('the connection broke')
      else await new Promise<void>((resolve) => (this.wake = resolve))
    }
  }
}

/**
 * A fake AnswerStream for the chat runner's tests: nothing arrives until the test pushes it, so a test decides
 * exactly what reached the client before a tick, a stop or a failure. `refuse` makes the next openings refused.
 */
export class HeldAnswerStream implements AnswerStream {
  readonly openings: HeldOpening[] = []
  refuse: Envelope | null = null

  async open(question: StreamQuestion, signal: AbortSignal): Promise<StreamOpening> {
    if (this.refuse) return { ok: false, envelope: this.refuse }
    const opening = new HeldOpening(question, signal)
    this.openings.push(opening)
    return { ok: true, messages: opening.messages() }
  }

  get last(): HeldOpening {
    const opening = this.openings.at(-1)
    if (!opening) throw new Error('no stream was opened')
    return opening
  }
}
