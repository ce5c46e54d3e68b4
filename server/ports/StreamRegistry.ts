/**
 * The answers being generated right now, at most one per user: starting a new one stops the one before,
 * and the stop call can cancel generation on the server, not only close the client's stream — whichever
 * server process the stop lands on.
 */
export interface StreamRegistry {
  /** Registers a new stream for the user, aborting the user's previous one; its signal aborts on stop. */
  start(userId: number): Promise<AbortController>
  /** Aborts the user's running stream, if any (in any process); answers whether there was one. */
  stop(userId: number): Promise<boolean>
  /** Forgets a stream that ended, unless a newer one of the same user has replaced it. */
  finish(userId: number, controller: AbortController): Promise<void>
}
