import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { profileComplete } from '@/core/domain/profileComplete'

describe('profileComplete', () => {
  it('holds only for a record marked complete by the profile save, whatever else it carries', () => {
    fc.assert(
      fc.property(
        fc.option(fc.oneof(fc.constantFrom('0', '1', '', ' 1', '1 ', 'true'), fc.string()), { nil: undefined }),
        fc.dictionary(fc.string(), fc.jsonValue()),
        (isFill, rest) => {
          expect(profileComplete({ ...rest, isFill })).toBe(isFill === '1')
        },
      ),
    )
    expect(profileComplete(null)).toBe(false)
    expect(profileComplete(undefined)).toBe(false)
  })
})
