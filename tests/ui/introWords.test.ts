import { describe, expect, it } from 'vitest'
import { INTRO_PAGES, renderIntroPage } from '../../tools/introPage'

describe('the phone introduction page', () => {
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
