import type { Clock } from '@/ports/Clock'

export class ManualClock implements Clock {
  constructor(private time = Date.UTC(2026, 5, 25, 8, 0, 0)) {}
  now() {
    return this.time
  }
  advance(ms: number) {
    this.time += ms
  }
}
