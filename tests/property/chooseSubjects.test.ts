import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chooseSubjects } from '@/core/domain/chooseSubjects'
import { ELECTIVE_KEYS, type ElectiveKey } from '@/core/domain/subjects'

const clicks = fc.array(fc.constantFrom(...ELECTIVE_KEYS), { maxLength: 30 })

describe('chooseSubjects', () => {
  it('any sequence of clicks keeps at most 3 distinct subjects', () => {
    fc.assert(
      fc.property(clicks, (sequence) => {
        let chosen: ElectiveKey[] = []
        for (const key of sequence) {
          const result = chooseSubjects(chosen, key)
          if (result.ok) chosen = result.value
        }
        expect(chosen.length).toBeLessThanOrEqual(3)
        expect(new Set(chosen).size).toBe(chosen.length)
      }),
    )
  })

  it('a fourth subject is refused with the at-most-3 message and the choice is unchanged', () => {
    const result = chooseSubjects(['physics', 'chemistry', 'biology'], 'history')
    expect(result).toEqual({ ok: false, error: 'profile.tooManySubjects', max: 3 })
  })

  it('clicking a chosen subject removes it, even when three are chosen', () => {
    expect(chooseSubjects(['physics', 'chemistry', 'biology'], 'chemistry')).toEqual({ ok: true, value: ['physics', 'biology'] })
  })

  it('a disabled chooser refuses every click with "Cannot be changed!"', () => {
    fc.assert(
      fc.property(fc.subarray([...ELECTIVE_KEYS]), fc.constantFrom(...ELECTIVE_KEYS), (chosen, key) => {
        expect(chooseSubjects(chosen, key, { disabled: true })).toEqual({ ok: false, error: 'profile.cannotChange' })
      }),
    )
  })
})
