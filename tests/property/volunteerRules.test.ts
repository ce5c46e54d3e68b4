import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { accessTo, ServiceType } from '@/core/domain/access'
import { encodeTargetMajors, validateAiTarget } from '@/core/domain/aiTarget'

const flag = fc.constantFrom(0, 1)
const user = fc.record({ isSuperVip: flag, isBaseVip: flag, isThreeOne: flag, volunteerVerify: fc.integer({ min: 0, max: 5 }) })

describe('access rule', () => {
  it('lets super vips into premierEdition and everyone else gets the Super service type', () => {
    fc.assert(
      fc.property(user, (u) => {
        const d = accessTo('premier', u)
        const ownsAll = u.isSuperVip === 1 && u.isBaseVip === 1 && u.isThreeOne === 1 && u.volunteerVerify > 0
        expect(d.allowed).toBe(u.isSuperVip === 1 || ownsAll)
        if (!d.allowed) expect(d.serviceType).toBe(ServiceType.Super)
      }),
    )
  })

  it('opens AI pages to base or super vips only, a check-only user included', () => {
    fc.assert(
      fc.property(user, (u) => {
        expect(accessTo('ai', u).allowed).toBe(u.isSuperVip === 1 || u.isBaseVip === 1)
      }),
    )
  })

  it('lets a check-only user (level 1, checks left) check and keep a list but not use the AI', () => {
    const checkOnly = { isSuperVip: 0, isBaseVip: 0, isThreeOne: 0, volunteerVerify: 2 }
    expect(accessTo('check', checkOnly).allowed).toBe(true)
    expect(accessTo('list', checkOnly).allowed).toBe(true)
    expect(accessTo('ai', checkOnly)).toEqual({ allowed: false, serviceType: ServiceType.Ai })
    expect(accessTo('check', { ...checkOnly, volunteerVerify: 0 })).toEqual({ allowed: false, serviceType: ServiceType.Check })
  })
})

describe('AI target rule', () => {
  const major = fc.record({
    name: fc
      .string({ minLength: 1, maxLength: 8 })
      .filter((s) => s.trim() !== '' && !/[,，、]/.test(s))
      .map((s) => s.trim()),
    num: fc.integer({ min: 1, max: 80 }),
  })

  it('accepts any target built from its own majors', () => {
    fc.assert(
      fc.property(fc.array(major, { maxLength: 6 }), (majors) => {
        expect(validateAiTarget({ ...encodeTargetMajors(majors), province: '浙江' }).ok).toBe(true)
      }),
    )
  })

  it('calls a jsonList of a different length "Data inconsistent!"', () => {
    fc.assert(
      fc.property(fc.array(major, { minLength: 1, maxLength: 6 }), (majors) => {
        const wire = encodeTargetMajors(majors)
        expect(validateAiTarget({ major: wire.major + ',多出来的专业', jsonList: wire.jsonList, province: '' })).toEqual({
          ok: false,
          error: 'dataInconsistent',
        })
      }),
    )
  })

  it('calls anything but a JSON list of {name, num} "Target major parse failed!"', () => {
    for (const jsonList of ['{', '{"name":"x","num":1}', '[{"name":"x"}]', '[{"name":"","num":1}]', '[{"name":"x","num":0}]'])
      expect(validateAiTarget({ major: 'x', jsonList, province: '' })).toEqual({ ok: false, error: 'targetParseFailed' })
  })
})
