export interface RateDecision {
  allowed: boolean
  /** When refused: milliseconds until the oldest counted hit leaves the window. */
  retryAfterMs: number
}

/** Counts hits per key in a sliding window; each call records a hit when allowed (refused hits are not counted). */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>
}
