/** What the gate needs of the event loop: a clock in milliseconds and a way to run something on its next turn. */
export interface EventLoopTurns {
  now(): number
  nextTurn(run: () => void): void
}

export const nodeEventLoop: EventLoopTurns = { now: () => performance.now(), nextTurn: (run) => setImmediate(run) }

/**
 * Admits calls first come, first served, at most `atOnce` at a time, and at most `turnBudgetMs` of work
 * started per turn of the event loop; the rest wait for the next turn, in arrival order.
 *
 * Why a budget per turn: a listening socket takes in one new connection per turn of the loop (libuv/libuv#3696),
 * and Node reads sockets only between turns' callbacks. Without a budget, a saturated server ran in one turn
 * every call that had arrived since the last, so a turn lasted as long as one call per open connection and a
 * connection opened meanwhile waited many such turns to be taken in (bench/repro in docs/PERFORMANCE.md). With
 * the budget, a turn lasts about two budgets (one while reading sockets, one on the check phase) and a new
 * connection is taken in within a few turns.
 *
 * Calls are measured by the time from their admission to their release when they run synchronously in the same
 * drain of promise callbacks (SQLite): a release inside the current turn's budget admits the next waiter at
 * once, so a turn runs back-to-back calls until its budget is spent. A call waiting on I/O (PostgreSQL) yields
 * the loop by itself; the turn marker admits one more per turn until `atOnce` are running.
 */
export class TurnTakingGate {
  private readonly waiting: (() => void)[] = []
  /** Index of the first live waiter: shifting a long array on every admission would cost O(n). */
  private head = 0
  private running = 0
  /** When the current turn's first call was admitted; a marker scheduled for the next turn clears it. */
  private turnStartedAt: number | undefined

  constructor(
    readonly atOnce: number,
    readonly turnBudgetMs: number,
    private readonly loop: EventLoopTurns = nodeEventLoop,
  ) {
    if (!Number.isInteger(atOnce) || atOnce < 1) throw new Error(`a gate needs at least one call at once, not ${atOnce}`)
    if (!(turnBudgetMs > 0)) throw new Error(`a turn budget must be positive, not ${turnBudgetMs}`)
  }

  /** Calls waiting now. */
  get queued(): number {
    return this.waiting.length - this.head
  }

  /** Calls admitted and not yet released. */
  get busy(): number {
    return this.running
  }

  /** Resolves when the call may run: at once when nobody waits, a call slot is free and the turn has budget left. */
  enter(): Promise<void> {
    if (this.queued === 0 && this.mayStartNow()) {
      this.running++
      return Promise.resolve()
    }
    const admitted = new Promise<void>((go) => this.waiting.push(go))
    this.ensureNextTurn()
    return admitted
  }

  /** The call has produced its answer: its slot goes to the next waiter, now if this turn has budget left. */
  leave(): void {
    if (this.running === 0) throw new Error('left more often than entered')
    this.running--
    this.admitOne()
  }

  private admitOne(): void {
    if (this.queued === 0 || !this.mayStartNow()) return
    const next = this.waiting[this.head]
    this.head++
    if (this.head > 1024 && this.head * 2 > this.waiting.length) {
      this.waiting.splice(0, this.head)
      this.head = 0
    }
    this.running++
    next()
  }

  private mayStartNow(): boolean {
    if (this.running >= this.atOnce) return false
    if (this.turnStartedAt === undefined) {
      this.turnStartedAt = this.loop.now()
      this.ensureNextTurn()
      return true
    }
    return this.loop.now() - this.turnStartedAt < this.turnBudgetMs
  }

  private markerPending = false

  /** A marker on the next turn ends the current one and admits the next waiter there. */
  private ensureNextTurn(): void {
    if (this.markerPending) return
    this.markerPending = true
    this.loop.nextTurn(() => {
      this.markerPending = false
      this.turnStartedAt = undefined
      // Admitting starts a new turn and its marker; with every slot taken, the next release does.
      this.admitOne()
    })
  }
}
