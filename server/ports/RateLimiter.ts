export interface RateDecision {
  allowed: boolean
  /** When refused: milliseconds until the oldest counted hit leaves the window. */
  retryAfterMs: number
  /** Hits still allowed in the window after this one (0 when refused, or when this hit was the last allowed). */
  remaining: number
}

/** Counts hits per key in a sliding window; each call records a hit when allowed (refused hits are not counted). */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>
  /**
   * Takes back the key's latest counted hit: an attempt reserved before a check that turned out not to be a
   * guess (the right password), so the owner's own sign-ins never use up the budget meant for wrong ones.
   */
  refund(key: string): Promise<void>
  /** Hits counted for the key in the window now, without counting one (how close a key is to its budget). */
  count(key: string, windowMs: number): Promise<number>
  /** Forgets every hit of the keys that start with `prefix` (an operator lifting a lock); returns how many. */
  clear(prefix: string): Promise<number>
}
