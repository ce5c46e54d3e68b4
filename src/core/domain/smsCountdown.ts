/** A new SMS code can be requested 120 s after the previous one. */
export const SMS_RESEND_SECONDS = 120

/** Whole seconds left before a resend, counted from when the code was sent; never negative. */
export function smsSecondsLeft(sentAt: number, now: number): number {
  const elapsed = Math.floor((now - sentAt) / 1000)
  return Math.min(SMS_RESEND_SECONDS, Math.max(0, SMS_RESEND_SECONDS - Math.max(0, elapsed)))
}

/**
 * The remaining time is saved on page unload. We store it with the moment of saving so that
 * time spent while the page was closed also counts; restoring yields the seconds still left.
 */
export interface SavedCountdown {
  seconds: number
  savedAt: number
}

export function restoreSeconds(saved: SavedCountdown, now: number): number {
  const seconds = Math.min(SMS_RESEND_SECONDS, Math.max(0, Math.floor(saved.seconds)))
  return Math.max(0, seconds - Math.max(0, Math.floor((now - saved.savedAt) / 1000)))
}
