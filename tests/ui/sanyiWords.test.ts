import { describe, expect, it } from 'vitest'
import { isApiMessageKey } from '@/ports/api/messages'
import { sanyiMessages_en } from '@/ports/api/sanyiMessages.en'
import { sanyi_en } from '@/ui/i18n/sanyi.en'
import { sanyi_zh_CN } from '@/ui/i18n/sanyi.zh_CN'

const han = /\p{Script=Han}/u
/** Simplified characters a Taiwan reader should not see in these strings. */

describe('the words of the 三位一体 pages', () => {
  it('leave no Chinese in English, on the pages or in what the server says', () => {
    expect(Object.entries(sanyi_en).filter(([, text]) => han.test(text))).toEqual([])
    expect(Object.entries(sanyiMessages_en).filter(([, text]) => han.test(text))).toEqual([])
  })

  it('do not shadow a message of the server', () => {
    expect(Object.keys(sanyi_zh_CN).filter(isApiMessageKey)).toEqual([])
  })
})
