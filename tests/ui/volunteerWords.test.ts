import { describe, expect, it } from 'vitest'
import { profile_en } from '@/ui/i18n/profile.en'
import { volunteer_en } from '@/ui/i18n/volunteer.en'

const han = /\p{Script=Han}/u

describe('the words of the volunteer pages and the batch chooser', () => {
  it('leave no Chinese in English', () => {
    const chinese = Object.entries({ ...volunteer_en, ...profile_en }).filter(([, text]) => han.test(text))
    expect(chinese).toEqual([])
  })
})
