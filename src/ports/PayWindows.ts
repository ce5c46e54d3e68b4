/** A window opened for a provider's payment page before the order exists, then pointed at that page. */
export interface PayWindow {
  go(url: string): void
  close(): void
}

/** What paying needs from the browser: a new window that no popup blocker stops, and where this app is served. */
export interface PayWindows {
  /** Opens an empty window at once, inside the click; null when the browser refuses. */
  open(): PayWindow | null
  /** The page's own origin and path, against which the server's app-relative URLs are made absolute. */
  page(): { origin: string; pathname: string }
}
export const PayWindows = Symbol('PayWindows')
