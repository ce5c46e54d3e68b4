import type { StreamRegistry } from '../../ports/StreamRegistry'

/**
 * Running streams of this process only: for the demo and the in-memory backend, where there is one
 * process. With a database, KyselyStreamRegistry carries stops and replacements between processes.
 */
export class InMemoryStreamRegistry implements StreamRegistry {
  private readonly running = new Map<number, AbortController>()

  async start(userId: number): Promise<AbortController> {
    this.running.get(userId)?.abort()
    const controller = new AbortController()
    this.running.set(userId, controller)
    return controller
  }

  async stop(userId: number): Promise<boolean> {
    const controller = this.running.get(userId)
    if (!controller) return false
    controller.abort()
    this.running.delete(userId)
    return true
  }

  async finish(userId: number, controller: AbortController): Promise<void> {
    if (this.running.get(userId) === controller) this.running.delete(userId)
  }
}
