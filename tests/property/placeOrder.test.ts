import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { byPlaceCode, provinceCode, sortProvinces } from '@/core/domain/placeOrder'

/** The provinces of data/regions.csv: code and full name (北京市, 浙江省, 广西壮族自治区 …). */
const REGIONS = readFileSync('data/regions.csv', 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','))
  .filter((cols) => cols[3] === 'province')
  .map(([code, name]) => ({ code: Number(code), name }))

const SHORT = ['北京', '天津', '河北', '浙江', '广东', '广西', '新疆', '香港', '澳门', '台湾', '内蒙古', '黑龙江']

describe('place order', () => {
  it('knows every province of the regions table by its full name, with the table’s code', () => {
    expect(REGIONS.length).toBeGreaterThanOrEqual(31)
    for (const r of REGIONS) expect(provinceCode(r.name)).toBe(r.code)
  })

  it('puts provinces in code order whatever order they come in: 北京 before 天津 before … 浙江 … 新疆', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(SHORT), fc.constantFrom('', '省'), (names, _suffix) => {
        const sorted = sortProvinces(names)
        // Every name here is known: a lookup that knew none would leave nothing to order.
        const codes = sorted.map((n) => provinceCode(n) ?? NaN)
        expect(codes.every(Number.isFinite)).toBe(true)
        expect([...codes].sort((a, b) => a - b)).toEqual(codes)
        expect(sortProvinces([...names].reverse())).toEqual(sorted)
      }),
    )
    expect(sortProvinces(['浙江', '上海', '北京', '云南', '内蒙古'])).toEqual(['北京', '内蒙古', '上海', '浙江', '云南'])
  })

  it('puts unknown places after the known ones, by name, and never loses or adds one', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ code: fc.option(fc.integer({ min: 1, max: 999999 }), { nil: null }), name: fc.string() })), (items) => {
        const sorted = byPlaceCode(
          items,
          (i) => i.code,
          (i) => i.name,
        )
        expect(sorted).toHaveLength(items.length)
        expect(new Set(sorted)).toEqual(new Set(items))
        const firstUnknown = sorted.findIndex((i) => i.code === null)
        if (firstUnknown >= 0) expect(sorted.slice(firstUnknown).every((i) => i.code === null)).toBe(true)
        for (let k = 1; k < sorted.length; k++) {
          const [a, b] = [sorted[k - 1], sorted[k]]
          if (a.code !== null && b.code !== null) expect(a.code).toBeLessThanOrEqual(b.code)
        }
      }),
    )
  })
})
