import { describe, expect, it } from 'vitest'
import { intro_en } from '@/ui/i18n/intro.en'
import { intro_zh_CN } from '@/ui/i18n/intro.zh_CN'
import { intro_zh_TW } from '@/ui/i18n/intro.zh_TW'
import { INTRO_PAGES, renderIntroPage } from '../../tools/introPage'

const han = /\p{Script=Han}/u

describe('the phone introduction page', () => {
  it('has its words in every language, the same placeholders in each, and no Chinese in English', () => {
    const names = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort()
    for (const [key, text] of Object.entries(intro_zh_CN)) {
      expect([key, names(intro_zh_TW[key as keyof typeof intro_zh_CN])]).toEqual([key, names(text)])
      expect([key, names(intro_en[key as keyof typeof intro_zh_CN])]).toEqual([key, names(text)])
    }
    expect(Object.entries(intro_en).filter(([, text]) => han.test(text))).toEqual([])
  })

  it('is built in each language with 继续使用手机版 leading to the app, and loads no script of the app', () => {
    for (const page of INTRO_PAGES) {
      const html = renderIntroPage(page.words, page.file)
      expect(html).toContain(`<html lang="${page.words['intro.htmlLang']}">`)
      expect(html).toContain(`href="/?app=phone" data-keep-hash>${page.words['intro.continue']}</a>`)
      expect(html).not.toMatch(/{{|\/assets\//)
      expect([...html.matchAll(/<script[^>]*>/g)].map((m) => m[0])).toEqual(['<script src="/mobile.js" defer>'])
    }
  })
})
