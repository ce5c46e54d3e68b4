import type { AnswerStream, StreamQuestion } from '@/ports/AnswerStream'
import type { Language } from '@/ports/Language'
import { streamAnswer } from '@/ports/api/chat'
import { SERVER_ERROR } from '@/ports/api/lang'
import type { StreamOpening } from '@/ports/api/stream'
import { errorReport } from '@/ports/api/system'
import type { CatalogueDeps } from '../http/errorCatalogue'
import { settleRefusal } from '../http/streamRefusal'
import type { MemoryBackend } from './InMemoryHttpApi'

export interface InMemoryEventStreamOptions extends Omit<CatalogueDeps, 'report'> {
  backend: MemoryBackend
  language: Language
}

/** Demo mode and UI tests: the streamed answer comes from the in-browser backend's `openStream`, as over HTTP. */
export class InMemoryEventStream implements AnswerStream {
  constructor(private readonly options: InMemoryEventStreamOptions) {}

  async open(question: StreamQuestion, signal: AbortSignal): Promise<StreamOpening> {
    const { backend, tokens, language } = this.options
    const report: CatalogueDeps['report'] = (body) => void backend.dispatch(errorReport, body, this.ctx()).catch(() => undefined)
    const deps: CatalogueDeps = { ...this.options, report }
    if (!backend.openStream) return settleRefusal(question, { code: -1, msg: SERVER_ERROR[language.current()], data: null }, deps)
    // A JSON round trip, so the backend sees exactly what it would receive over the wire.
    const raw: unknown = JSON.parse(JSON.stringify(question))
    const opening = await backend.openStream(streamAnswer, raw, this.ctx(), signal)
    if (!opening.ok) return settleRefusal(question, opening.envelope, deps)
    if (opening.refreshedToken) tokens.set(opening.refreshedToken)
    return opening
  }

  private ctx() {
    return { token: this.options.tokens.get(), lang: this.options.language.current(), ip: '127.0.0.1' }
  }
}
