import type { Writing } from './Writing'

/** A greeting gets what the assistant can do; any other question it cannot read, a plain "cannot answer". */
export async function writeFallback(w: Writing): Promise<void> {
  w.push(w.u.greeting ? w.say('chat.hello') : w.say('chat.fallback'))
}
