import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { taiwanCatalogue, taiwanConverter, taiwanText } from '@/ports/api/taiwanText'
import { TAIWAN_TEXTS, TAIWAN_WORDS } from '@/ports/api/taiwanWords'

/**
 * Every Simplified Chinese word of the screens the zh_TW words are made from: each catalogue of
 * src/ui/i18n/<area>.zh_CN.ts (the API's messages, which apiWords.zh_CN.ts holds, are the server's, below).
 */
const catalogues = import.meta.glob<Record<string, Record<string, string>>>(['/src/ui/i18n/*zh_CN.ts', '!**/apiWords.zh_CN.ts'], { eager: true })
const SIMPLIFIED: Record<string, string> = Object.fromEntries(
  Object.values(catalogues).flatMap((module) => Object.values(module).flatMap((words) => Object.entries(words))),
)
const texts = Object.values(SIMPLIFIED)
/** The Simplified Chinese of every message the server says (src/ports/api/<area>Messages.zh_CN.ts). */
const serverTexts = Object.values(import.meta.glob<Record<string, Record<string, string>>>('/src/ports/api/*Messages.zh_CN.ts', { eager: true })).flatMap(
  (module) => Object.values(module).flatMap((words) => Object.values(words)),
)
const text = fc.constantFrom(...texts)
const reviewed = fc.constantFrom(...Object.keys(TAIWAN_WORDS))
const placeholders = (t: string) => [...t.matchAll(/{{\w+}}/g)].map((m) => m[0]).join()

describe('taiwanText: the zh_TW words made from the zh_CN ones', () => {
  it('writes a reviewed word as reviewed wherever it stands in a sentence', () => {
    fc.assert(
      fc.property(text, reviewed, text, (before, word, after) => {
        expect(taiwanText(`${before}，${word}，${after}`)).toBe(`${taiwanText(before)}，${TAIWAN_WORDS[word]}，${taiwanText(after)}`)
      }),
    )
  })

  it('keeps every placeholder and writes Chinese quotation marks as 「」 and 『』', () => {
    fc.assert(
      fc.property(text, (t) => {
        const out = taiwanText(t)
        expect(placeholders(out)).toBe(placeholders(t))
        expect(out).not.toMatch(/[“”‘’]/)
        expect([...out.matchAll(/「/g)].length).toBe([...t.matchAll(/[“「]/g)].length)
      }),
    )
  })

  it('takes Taiwan vocabulary from OpenCC where no word was reviewed, and the reviewed words where OpenCC reads them wrong', () => {
    expect(taiwanText('登录后可导出志愿表，验证码以短信发送')).toBe('登入後可匯出志願表，驗證碼以簡訊發送')
    expect(taiwanText('最多只能选择{{max}}门科目！')).toBe('最多只能選擇{{max}}門科目！')
    expect(taiwanText('3天后自动关闭')).toBe('3天後自動關閉')
    expect(taiwanText('提交并查看结果')).toBe('提交並查看結果')
    expect(taiwanText('与其他组合并列第 {{rank}} 位')).toBe('與其他組合並列第 {{rank}} 位')
    expect(taiwanText('备注也会一并删除')).toBe('備註也會一併刪除')
    expect(taiwanText('按官方志愿表格式')).toBe('按官方志願表格式')
    expect(taiwanText('你的兴趣类型和兴趣代码')).toBe('你的興趣類型和興趣代碼')
  })

  it('reviews only words the interface says, each of which changes how some sentence reads', () => {
    // The server's messages are interface words too (its zh_TW is checked against taiwanText): 最多只能 is one of theirs.
    const corpus = [...texts, ...serverTexts]
    expect(Object.keys(TAIWAN_WORDS).filter((word) => !corpus.some((t) => t.includes(word)))).toEqual([])
    const idle = Object.keys(TAIWAN_WORDS).filter((word) => {
      const without = taiwanConverter(Object.fromEntries(Object.entries(TAIWAN_WORDS).filter(([other]) => other !== word)))
      return corpus.filter((t) => t.includes(word)).every((t) => without(t) === taiwanText(t))
    })
    expect(idle).toEqual([])
    expect(taiwanConverter({})('登录“志愿”')).toBe('登入「志願」')
  })

  it('takes a whole text chosen by hand for its key, and every other text made', () => {
    expect(Object.keys(TAIWAN_TEXTS).filter((key) => !(key in SIMPLIFIED))).toEqual([])
    const made = taiwanCatalogue(SIMPLIFIED)
    expect(Object.keys(made)).toEqual(Object.keys(SIMPLIFIED))
    for (const [key, zh] of Object.entries(SIMPLIFIED)) expect(made[key]).toBe(TAIWAN_TEXTS[key] ?? taiwanText(zh))
    expect(made['intro.htmlLang']).toBe('zh-TW')
  })
})
