import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { TUITION_BANDS } from '@/core/domain/datav/listDistribution'
import { datav_zh_CN } from '@/ui/i18n/datav.zh_CN'

const dir = join(__dirname, '../../src/ui/datav')
const sources = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'))

describe('the words of the data-visualisation pages', () => {
  it('have a word for every key the screens ask for, and for every band, trend, tuition band and batch line', () => {
    const asked = new Set(sources.flatMap((s) => [...s.matchAll(/'(datav\.[\w.]+)'/g)].map((m) => m[1])))
    expect([...asked].filter((key) => !(key in datav_zh_CN))).toEqual([])
    const families = [
      ...['chong', 'wen', 'bao', 'no', 'unknown'].map((b) => `datav.band.${b}`),
      ...['harder', 'easier', 'steady', 'unknown'].map((d) => `datav.direction.${d}`),
      ...[...TUITION_BANDS.map((b) => b.key), 'unknown'].map((b) => `datav.tuition.${b}`),
      ...['一段', '二段', '特控线'].map((b) => `datav.batch.${b}`),
    ]
    expect(families.filter((key) => !(key in datav_zh_CN))).toEqual([])
  })
})
