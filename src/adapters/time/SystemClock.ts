import type { Clock } from '@/ports/Clock'
import type { Timer } from '@/ports/Timer'

/** The real time and the real timers, for the web app, demo mode and the server. */
export class SystemClock implements Clock, Timer {
  now() {
    return Date.now()
  }

  every(ms: number, run: () => void) {
    const id = setInterval(run, ms)
    return () => clearInterval(id)
  }

  after(ms: number, run: () => void) {
    const id = setTimeout(run, ms)
    return () => clearTimeout(id)
  }
}
