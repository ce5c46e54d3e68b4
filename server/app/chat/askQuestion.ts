import { ok, type Outcome } from '../shared/outcome'

/**
 * The plain question call. The spec's client asks this first and streams when the answer is empty; every
 * answer here is built from tool calls and reads better as it arrives, so this always answers '' and the
 * client moves on to the stream (which also saves the record and honours stop). Answering inline would
 * run the model twice for nothing.
 */
export async function askQuestion(): Promise<Outcome<string>> {
  return ok('')
}
