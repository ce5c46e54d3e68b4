import { describe, expect, it } from 'vitest'
import { profile_en } from '@/ui/i18n/profile.en'
import { volunteer_en } from '@/ui/i18n/volunteer.en'
import { volunteer_zh_CN } from '@/ui/i18n/volunteer.zh_CN'
import { volunteer_zh_TW } from '@/ui/i18n/volunteer.zh_TW'

const han = /\p{Script=Han}/u

describe('the words of the volunteer pages and the batch chooser', () => {
  it('leave no Chinese in English', () => {
    const chinese = Object.entries({ ...volunteer_en, ...profile_en }).filter(([, text]) => han.test(text))
    expect(chinese).toEqual([])
  })

  it('say the same placeholders in every language', () => {
    const names = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort()
    for (const [key, text] of Object.entries(volunteer_zh_CN)) {
      expect([key, names(volunteer_zh_TW[key as keyof typeof volunteer_zh_CN])]).toEqual([key, names(text)])
      expect([key, names(volunteer_en[key as keyof typeof volunteer_zh_CN])]).toEqual([key, names(text)])
    }
  })
})
