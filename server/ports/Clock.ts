/** Time as epoch milliseconds, so expiry rules can be tested with a manual clock. */
export interface Clock {
  now(): number
}
