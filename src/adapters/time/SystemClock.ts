import type { Clock } from '@/ports/Clock'

export class SystemClock implements Clock {
  now() {
    return Date.now()
  }
}
