import { describe, expect, it } from 'vitest'
import { apiMessages } from '@/ports/api/messages'
import { sanyiMessages } from '@/ports/api/sanyiMessages'
import { sanyi_en } from '@/ui/i18n/sanyi.en'
import { sanyi_zh_CN } from '@/ui/i18n/sanyi.zh_CN'
import { sanyi_zh_TW } from '@/ui/i18n/sanyi.zh_TW'

const han = /\p{Script=Han}/u
const names = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort()
/** Simplified characters a Taiwan reader should not see in these strings. */
const simplified = /[这来说时间数据选择报专业门师范为们个会确认优质请录开]/u

describe('the words of the 三位一体 pages', () => {
  it('leave no Chinese in English, on the pages or in what the server says', () => {
    expect(Object.entries(sanyi_en).filter(([, text]) => han.test(text))).toEqual([])
    expect(Object.entries(sanyiMessages).filter(([, texts]) => han.test(texts.en))).toEqual([])
  })

  it('say the same placeholders in every language', () => {
    for (const [key, text] of Object.entries(sanyi_zh_CN)) {
      const k = key as keyof typeof sanyi_zh_CN
      expect([key, names(sanyi_zh_TW[k])]).toEqual([key, names(text)])
      expect([key, names(sanyi_en[k])]).toEqual([key, names(text)])
    }
  })

  it('are traditional in zh_TW', () => {
    expect(Object.entries(sanyi_zh_TW).filter(([, text]) => simplified.test(text))).toEqual([])
  })

  it('do not shadow a message of the server', () => {
    expect(Object.keys(sanyi_zh_CN).filter((key) => key in apiMessages)).toEqual([])
  })
})
