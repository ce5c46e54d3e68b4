import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { schoolIdOf } from '@/core/domain/schoolId'

describe('schoolIdOf: the school a link names', () => {
  it('reads every 院校代号 from 0001 to 9999, padded or not, with stray spaces', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.boolean(), fc.constantFrom('', ' ', '\t'), (code, padded, space) => {
        const text = padded ? String(code).padStart(4, '0') : String(code)
        expect(schoolIdOf(`${space}${text}${space}`)).toBe(code)
      }),
    )
  })

  it('names no school for zero, five digits, signs, decimals or words', () => {
    for (const text of ['', '0', '0000', '10000', '-1', '+1', '1.5', '1e3', 'abc', '0x10', '１２']) expect(schoolIdOf(text), text).toBeNull()
    fc.assert(
      fc.property(fc.string(), (text) => {
        const id = schoolIdOf(text)
        // Whatever it reads is a 院校代号 the text spells out in at most four digits.
        if (id !== null) expect(/^\s*\d{1,4}\s*$/.test(text) && Number(text.trim()) === id && id >= 1).toBe(true)
      }),
    )
  })
})
