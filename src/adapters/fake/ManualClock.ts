import type { Clock } from '@/ports/Clock'

/** A clock tests move by hand, to check expiry, countdowns and rate windows without waiting (web and server alike). */
export class ManualClock implements Clock {
  constructor(private time = Date.UTC(2026, 5, 25, 8, 0, 0)) {}
  now() {
    return this.time
  }
  advance(ms: number) {
    this.time += ms
  }
}
