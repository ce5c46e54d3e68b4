import type { Clock } from '../../ports/Clock'

/** A clock tests move by hand, to check expiry and rate windows without waiting. */
export class ManualClock implements Clock {
  constructor(private time = Date.UTC(2025, 5, 26, 8, 0, 0)) {}

  now(): number {
    return this.time
  }

  advance(ms: number): void {
    this.time += ms
  }
}
