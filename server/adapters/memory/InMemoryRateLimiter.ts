import type { Clock } from '@/ports/Clock'
import type { RateDecision, RateLimiter } from '../../ports/RateLimiter'

/** Sliding-window counts kept in process memory, for demo mode: limits reset on restart (the server uses KyselyRateLimiter). */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly hits = new Map<string, number[]>()

  constructor(private readonly clock: Clock) {}

  // No await inside: the check and the count are one step.
  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock.now()
    const recent = (this.hits.get(key) ?? []).filter((time) => time > now - windowMs)
    if (recent.length >= limit) {
      this.hits.set(key, recent)
      return { allowed: false, retryAfterMs: recent[0] + windowMs - now, remaining: 0 }
    }
    recent.push(now)
    this.hits.set(key, recent)
    if (this.hits.size > 50_000) this.forgetStale(now, windowMs)
    return { allowed: true, retryAfterMs: 0, remaining: limit - recent.length }
  }

  async count(key: string, windowMs: number): Promise<number> {
    const now = this.clock.now()
    return (this.hits.get(key) ?? []).filter((time) => time > now - windowMs).length
  }

  async refund(key: string): Promise<void> {
    this.hits.get(key)?.pop()
  }

  async clear(prefix: string): Promise<number> {
    let count = 0
    for (const [key, times] of this.hits)
      if (key.startsWith(prefix)) {
        count += times.length
        this.hits.delete(key)
      }
    return count
  }

  /** Bounds memory when many distinct keys (IPs, phones) pass by. */
  private forgetStale(now: number, windowMs: number): void {
    for (const [key, times] of this.hits) if (times.every((time) => time <= now - windowMs)) this.hits.delete(key)
  }
}
