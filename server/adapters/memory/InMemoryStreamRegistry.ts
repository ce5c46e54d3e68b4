import type { StreamRegistry } from '../../ports/StreamRegistry'

/**
 * Running streams of this process. A stream lives in the process that serves its connection, so with
 * several server processes a stop reaches it only when it lands on the same process (the client also
 * closes its stream, which aborts generation wherever it runs).
 */
export class InMemoryStreamRegistry implements StreamRegistry {
  private readonly running = new Map<number, AbortController>()

  start(userId: number): AbortController {
    this.running.get(userId)?.abort()
    const controller = new AbortController()
    this.running.set(userId, controller)
    return controller
  }

  stop(userId: number): boolean {
    const controller = this.running.get(userId)
    if (!controller) return false
    controller.abort()
    this.running.delete(userId)
    return true
  }

  finish(userId: number, controller: AbortController): void {
    if (this.running.get(userId) === controller) this.running.delete(userId)
  }
}
