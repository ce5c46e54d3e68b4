/** Time as milliseconds since the epoch, so rules stay testable with a manual clock. */
export interface Clock {
  now(): number
}
export const Clock = Symbol('Clock')
