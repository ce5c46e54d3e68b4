import type { Context, MiddlewareHandler } from 'hono'
import { nodeEventLoop, TurnTakingGate, type EventLoopTurns } from './TurnTakingGate'

export interface FairQueueOptions {
  /** API calls worked on at once; the rest wait their turn. */
  atOnce: number
  /** Calls allowed to wait; one more is answered `busy` at once rather than after a long wait. */
  maxQueued: number
  /** Work started per turn of the event loop, in ms, before the loop gets to read sockets and take in connections. */
  turnBudgetMs: number
}

/** Measured with the evening mix (bench/results/load.md): see docs/PERFORMANCE.md. */
export const FAIR_QUEUE_DEFAULTS: FairQueueOptions = { atOnce: 32, maxQueued: 4000, turnBudgetMs: 5 }

/**
 * First come, first served admission for API calls (TurnTakingGate): at most `atOnce` are worked on, at most
 * `turnBudgetMs` of calls are started per turn of the event loop, the rest wait in arrival order, and beyond
 * `maxQueued` a call is answered `common.busy` at once instead of timing out after minutes. The budget per
 * turn is what keeps a saturated server taking in new connections (docs/PERFORMANCE.md); the bound keeps a
 * flood from holding unbounded work open. A call holds its place until its handler has produced the response
 * (a stream's body flows on after, outside the queue).
 */
export function fairQueue(options: FairQueueOptions, busy: (c: Context) => Response, loop: EventLoopTurns = nodeEventLoop): MiddlewareHandler {
  const gate = new TurnTakingGate(options.atOnce, options.turnBudgetMs, loop)
  return async (c, next) => {
    if (gate.queued >= options.maxQueued) return busy(c)
    await gate.enter()
    try {
      await next()
    } finally {
      gate.leave()
    }
  }
}
