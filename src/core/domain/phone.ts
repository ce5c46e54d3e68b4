import { PHONE_PATTERN } from '@/ports/api/phone'

/** A phone number is 11 digits starting with 1. */

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value)
}
