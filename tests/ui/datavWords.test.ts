import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { apiMessages } from '@/ports/api/messages'
import { TUITION_BANDS } from '@/core/domain/datav/listDistribution'
import { datav_en } from '@/ui/i18n/datav.en'
import { datav_zh_CN } from '@/ui/i18n/datav.zh_CN'
import { datav_zh_TW } from '@/ui/i18n/datav.zh_TW'

const han = /\p{Script=Han}/u
const names = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort()
const dir = join(__dirname, '../../src/ui/datav')
const sources = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'))

describe('the words of the data-visualisation pages', () => {
  it('leave no Chinese in English', () => {
    expect(Object.entries(datav_en).filter(([, text]) => han.test(text))).toEqual([])
  })

  it('say the same placeholders in every language', () => {
    for (const [key, text] of Object.entries(datav_zh_CN)) {
      const k = key as keyof typeof datav_zh_CN
      expect([key, names(datav_zh_TW[k])]).toEqual([key, names(text)])
      expect([key, names(datav_en[k])]).toEqual([key, names(text)])
    }
  })

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

  it('do not shadow a message of the server', () => {
    expect(Object.keys(datav_zh_CN).filter((key) => key in apiMessages)).toEqual([])
  })
})
