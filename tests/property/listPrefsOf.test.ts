import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ListPrefs } from '@/ports/api/aiMsg'
import { AVOIDABLE_KINDS, LIST_PRIORITIES, listPrefsOf, SCHOOL_LEVELS, SLIP_RISK_CHOICES } from '@/ports/api/listPrefs'

const place = fc.constantFrom('杭州', '宁波', '上海', '北京', '新疆')
const saved = fc.record(
  {
    priority: fc.constantFrom(...LIST_PRIORITIES),
    avoid: fc.uniqueArray(fc.constantFrom(...AVOIDABLE_KINDS)),
    avoidProvinces: fc.array(place, { maxLength: 5 }),
    cities: fc.array(place, { maxLength: 5 }),
    avoidCities: fc.array(place, { maxLength: 5 }),
    schoolLevel: fc.constantFrom(...SCHOOL_LEVELS),
    maxSlipRisk: fc.constantFrom(...SLIP_RISK_CHOICES),
  },
  { requiredKeys: [] },
)

describe('listPrefsOf: saved preferences with the contract’s defaults, without zod', () => {
  it('reads any saved preferences (or none) exactly as the ListPrefs schema does', () => {
    fc.assert(
      fc.property(fc.option(saved, { nil: undefined }), (prefs) => {
        expect(listPrefsOf(prefs)).toEqual(ListPrefs.parse(prefs ?? {}))
      }),
    )
    expect(listPrefsOf(null)).toEqual(ListPrefs.parse({}))
  })

  it('gives fresh arrays: changing one family’s list leaves the defaults as they were', () => {
    const first = listPrefsOf(null)
    first.avoid.push('medical')
    first.cities.push('杭州')
    expect(listPrefsOf(null)).toEqual(ListPrefs.parse({}))
  })
})
