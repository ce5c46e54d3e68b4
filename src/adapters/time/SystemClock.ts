import type { Clock } from '@/ports/Clock'

/** The real time, for the web app, demo mode and the server. */
export class SystemClock implements Clock {
  now() {
    return Date.now()
  }
}
