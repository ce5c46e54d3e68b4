/**
 * Tells a store that is out of reach or cannot be written for now (a database restarting, a full disk, a
 * file made read-only) from a bug. The first is answered with a message saying to try again shortly —
 * nothing already saved is lost — and ends when the store is back; the second is a server error.
 */
export interface FaultClassifier {
  unavailable(error: unknown): boolean
}
