import type { Context, MiddlewareHandler } from 'hono'
import { FifoSemaphore } from '../app/shared/FifoSemaphore'

export interface FairQueueOptions {
  /** API calls worked on at once; the rest wait their turn. */
  atOnce: number
  /** Calls allowed to wait; one more is answered `busy` at once rather than after a long wait. */
  maxQueued: number
}

/** Measured with the evening mix (bench/results/load.md): see the README's Performance section. */
export const FAIR_QUEUE_DEFAULTS: FairQueueOptions = { atOnce: 8, maxQueued: 4000 }

/**
 * First come, first served admission for API calls. Without it, every call in flight interleaves its
 * steps with all the others: one needing many steps (a list generated and stored, a profile saved in a
 * transaction) queued behind the whole crowd at each of them, and under overload some waited 20 s while
 * most took 0.5 s. With a few at a time and the rest in arrival order, each call waits about as long as
 * the queue ahead of it, so overload slows everyone alike. A call holds its place until its handler has
 * produced the response (a stream's body flows on after, outside the queue).
 */
export function fairQueue(options: FairQueueOptions, busy: (c: Context) => Response): MiddlewareHandler {
  const gate = new FifoSemaphore(options.atOnce)
  return async (c, next) => {
    if (gate.queued >= options.maxQueued) return busy(c)
    await gate.acquire()
    try {
      await next()
    } finally {
      gate.release()
    }
  }
}
