import type { Clock } from '@/ports/Clock'
import type { Timer } from '@/ports/Timer'

interface Scheduled {
  at: number
  /** The period of a repeating timer; null for a one-off. */
  every: number | null
  run: () => void
}

/**
 * A clock tests move by hand, to check expiry, countdowns and rate windows without waiting (web and server alike).
 * Its timers run only inside `advance`, each at its own time, so a test sees exactly which ticks happened.
 */
export class ManualClock implements Clock, Timer {
  private readonly timers = new Set<Scheduled>()

  constructor(private time = Date.UTC(2026, 5, 25, 8, 0, 0)) {}

  now() {
    return this.time
  }

  advance(ms: number) {
    const end = this.time + ms
    for (let due = this.nextDue(end); due; due = this.nextDue(end)) {
      this.time = due.at
      if (due.every === null) this.timers.delete(due)
      else due.at += due.every
      due.run()
    }
    this.time = end
  }

  every(ms: number, run: () => void) {
    // A period of 0 would make `advance` loop for ever; the real timers never fire that fast either.
    if (ms <= 0) throw new RangeError('a repeating timer needs a positive period')
    return this.schedule({ at: this.time + ms, every: ms, run })
  }

  after(ms: number, run: () => void) {
    return this.schedule({ at: this.time + Math.max(0, ms), every: null, run })
  }

  /** Timers still waiting to run (a test checks that nothing keeps ticking once an answer ends). */
  get pendingTimers(): number {
    return this.timers.size
  }

  private schedule(timer: Scheduled) {
    this.timers.add(timer)
    return () => void this.timers.delete(timer)
  }

  /** The earliest timer due by `end`; among equals, the one set first, as real timers do. */
  private nextDue(end: number): Scheduled | undefined {
    let next: Scheduled | undefined
    for (const timer of this.timers) if (timer.at <= end && (!next || timer.at < next.at)) next = timer
    return next
  }
}
