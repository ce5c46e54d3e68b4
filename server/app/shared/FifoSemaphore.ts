/**
 * At most `permits` holders at a time; the others wait and are let in strictly in arrival order, one
 * wake-up per release (a permit is handed straight to the next waiter, so nobody arriving meanwhile
 * takes it first). With one permit it is a fair lock.
 */
export class FifoSemaphore {
  private free: number
  private readonly waiting: (() => void)[] = []
  /** Index of the first live waiter: shifting a long array on every release would cost O(n). */
  private head = 0

  constructor(readonly permits: number) {
    if (!Number.isInteger(permits) || permits < 1) throw new Error(`a semaphore needs at least one permit, not ${permits}`)
    this.free = permits
  }

  acquire(): Promise<void> {
    if (this.free > 0) {
      this.free--
      return Promise.resolve()
    }
    return new Promise((granted) => this.waiting.push(granted))
  }

  release(): void {
    if (this.head < this.waiting.length) {
      const next = this.waiting[this.head]
      this.head++
      if (this.head > 1024 && this.head * 2 > this.waiting.length) {
        this.waiting.splice(0, this.head)
        this.head = 0
      }
      next()
    } else {
      if (this.free >= this.permits) throw new Error('released more often than acquired')
      this.free++
    }
  }

  /** Callers waiting now. */
  get queued(): number {
    return this.waiting.length - this.head
  }

  /** Holders now. */
  get busy(): number {
    return this.permits - this.free
  }
}
