import { streamAnswer } from '@/ports/api/chat'
import type { Envelope } from '@/ports/api/endpoint'
import type { StreamQuestion } from '@/ports/AnswerStream'
import { settleEnvelope, type CatalogueDeps } from './errorCatalogue'

/**
 * A refused stream goes through the same error catalogue as any call (an expired session is announced, a
 * server fault is toasted and reported), then is handed back as the refusal it is. The token stays out of
 * the report.
 */
export function settleRefusal(question: StreamQuestion, envelope: Envelope, deps: CatalogueDeps): { ok: false; envelope: Envelope } {
  const { token: _token, ...reported } = question
  try {
    settleEnvelope(streamAnswer, reported, envelope, deps)
  } catch {
    // The refusal itself is the answer; the catalogue only had its side effects to run.
  }
  return { ok: false, envelope }
}
