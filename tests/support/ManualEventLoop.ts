import type { EventLoopTurns } from '../../server/http/TurnTakingGate'

/** An event loop the test turns by hand, with a clock the test moves: what ran in which turn is exact. */
export class ManualEventLoop implements EventLoopTurns {
  clock = 0
  turns = 0
  private pending: (() => void)[] = []

  now(): number {
    return this.clock
  }

  nextTurn(run: () => void): void {
    this.pending.push(run)
  }

  /** Runs what was scheduled for the next turn (what that schedules waits for the turn after). */
  turn(): void {
    const due = this.pending
    this.pending = []
    this.turns++
    for (const run of due) run()
  }

  get idle(): boolean {
    return this.pending.length === 0
  }
}

/** Lets queued promise callbacks run (the manual loop needs no timers, so a macrotask drains them all). */
export const settle = () => new Promise<void>((done) => setTimeout(done, 0))
