/**
 * Runs something later or again and again. Clock only tells the time; a flow that waits (the chat's typing
 * tick, the reload after a payment) asks this port, so a test moves time by hand instead of waiting.
 */
export interface Timer {
  /** Runs `run` every `ms` until the returned function is called. */
  every(ms: number, run: () => void): () => void
  /** Runs `run` once, `ms` from now, unless the returned function is called first. */
  after(ms: number, run: () => void): () => void
}
export const Timer = Symbol('Timer')
