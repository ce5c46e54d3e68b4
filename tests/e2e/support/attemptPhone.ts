import { test } from '@playwright/test'

/**
 * A journey's student, one per attempt: CI retries a failed journey once, and the retry signs in as a new student
 * instead of the one the failed attempt left half-way (whose saved profile sends the sign-in elsewhere, and whose
 * SMS code was just sent). The attempt goes in the fourth digit; the home address a student signs in from
 * (signInBySms) comes from the last six, so it stays the same.
 */
export function attemptPhone(phone: string): string {
  const retry = test.info().retry
  return retry === 0 ? phone : `${phone.slice(0, 3)}${retry % 10}${phone.slice(4)}`
}
