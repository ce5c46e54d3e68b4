import STPhrases from 'opencc-js/dict/STPhrases'
import { describe, expect, it } from 'vitest'
import { TAIWAN_PHRASES } from 'virtual:taiwan-phrases'
import { toTaiwan } from '@/ui/i18n/toTaiwan'
import { datasetTexts, fullTaiwan } from '../../tools/taiwanPhraseTable'

describe('the zh_TW converter', () => {
  it('ships a phrase table made when the app is built, a fraction of OpenCC’s', () => {
    const phrases = TAIWAN_PHRASES.split('|')
    expect(phrases.length).toBeGreaterThan(1_000)
    expect(phrases.every((entry) => /^\S+ \S+$/.test(entry))).toBe(true)
    expect(phrases.length).toBeLessThan(STPhrases.split('|').length / 2)
  })

  it('converts every name, requirement and note of the dataset exactly as opencc-js s2tw does', () => {
    const texts = datasetTexts()
    expect(texts.length).toBeGreaterThan(10_000)
    expect(texts.filter((text) => toTaiwan(text) !== fullTaiwan(text))).toEqual([])
  })

  it('writes the characters Taiwan uses where the character table alone would be wrong, and keeps the words', () => {
    expect(toTaiwan('机械设计制造及其自动化')).toBe('機械設計製造及其自動化')
    expect(toTaiwan('康复治疗学(脑机接口康复方向)')).toBe('康復治療學(腦機接口康復方向)')
    expect(toTaiwan('普通类第一段')).toBe('普通類第一段')
    // s2tw, not s2twp: 软件 stays 軟件 (a major's name), it is not localised to 軟體.
    expect(toTaiwan('软件工程')).toBe('軟件工程')
    // Traditional text passes unchanged, so a server sentence already in zh_TW can go through it whole.
    expect(toTaiwan('第3志願（浙江大學·軟件工程）錄取機率只有約1%')).toBe('第3志願（浙江大學·軟件工程）錄取機率只有約1%')
  })
})
