import type { Context, MiddlewareHandler } from 'hono'
import { FifoSemaphore } from '../app/shared/FifoSemaphore'

export interface FairQueueOptions {
  /** API calls worked on at once; the rest wait their turn. */
  atOnce: number
  /** Calls allowed to wait; one more is answered `busy` at once rather than after a long wait. */
  maxQueued: number
}

/** Measured with the evening mix (bench/results/load.md): see the README's Performance section. */
export const FAIR_QUEUE_DEFAULTS: FairQueueOptions = { atOnce: 32, maxQueued: 4000 }

/**
 * First come, first served admission for API calls: at most `atOnce` are worked on, the rest wait in
 * arrival order, and beyond `maxQueued` a call is answered `common.busy` at once instead of timing out
 * after minutes. Measured with the evening mix at 200 connections (README, Performance), calls were
 * equally even with and without this queue: the evenness comes from first-come order all the way
 * through (Node takes requests in arrival order; FairSqliteDialect hands the one SQLite connection over
 * in order). The queue bounds how much work and memory a flood can hold open at once. A call holds its
 * place until its handler has produced the response (a stream's body flows on after, outside the queue).
 */
export function fairQueue(options: FairQueueOptions, busy: (c: Context) => Response): MiddlewareHandler {
  const gate = new FifoSemaphore(options.atOnce)
  return async (c, next) => {
    if (gate.queued >= options.maxQueued) return busy(c)
    const mustWait = gate.busy >= gate.permits
    await gate.acquire()
    // Let in by another call's release, it starts on a later turn of the event loop. Resumed at once, it
    // would run inside the same drain of promise callbacks as the call that finished (SQLite answers
    // synchronously, so a whole call can run there), and the next after it, and so on through the queue:
    // Node reads sockets and takes in new connections only between drains.
    if (mustWait) await new Promise<void>((turn) => setImmediate(turn))
    try {
      await next()
    } finally {
      gate.release()
    }
  }
}
