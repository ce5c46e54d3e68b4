import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isCheckOnly, vipLevel } from '@/core/domain/vipLevel'

const flag = fc.constantFrom(0, 1)

describe('vip level', () => {
  it('is 3 for super vips whatever else is set, 2 for base vips, else 1', () => {
    fc.assert(
      fc.property(flag, flag, fc.nat(5), (isSuperVip, isBaseVip, volunteerVerify) => {
        const level = vipLevel({ isSuperVip, isBaseVip, volunteerVerify })
        expect(level).toBe(isSuperVip ? 3 : isBaseVip ? 2 : 1)
      }),
    )
  })

  it('counts only level-1 users with a volunteer check as check-only', () => {
    fc.assert(
      fc.property(flag, flag, fc.nat(5), (isSuperVip, isBaseVip, volunteerVerify) => {
        expect(isCheckOnly({ isSuperVip, isBaseVip, volunteerVerify })).toBe(!isSuperVip && !isBaseVip && volunteerVerify > 0)
      }),
    )
  })
})
