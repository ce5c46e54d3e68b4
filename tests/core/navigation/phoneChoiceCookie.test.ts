import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PHONE_CHOICE_KEY, phoneChoiceCookie } from '@/core/domain/phoneVisit'

describe('the phone-app cookie', () => {
  it('is Secure exactly when the page came over HTTPS, and always first-party, site-wide, for a year', () => {
    fc.assert(
      fc.property(fc.boolean(), (https) => {
        const parts = phoneChoiceCookie(https).split('; ')
        expect(parts[0]).toBe(`${PHONE_CHOICE_KEY}=1`)
        expect(parts).toContain('SameSite=Lax')
        expect(parts).toContain('Path=/')
        expect(parts).toContain('Max-Age=31536000')
        expect(parts.includes('Secure')).toBe(https)
      }),
    )
  })
})
