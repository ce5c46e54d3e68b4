import type { Plugin } from 'vite'
import { intro_en } from '../src/ui/i18n/intro.en'
import { intro_zh_CN } from '../src/ui/i18n/intro.zh_CN'
import { intro_zh_TW } from '../src/ui/i18n/intro.zh_TW'

type Words = typeof intro_zh_CN

/** The introduction page a phone's first visit lands on, by language: mobile.html (zh_CN), mobile.zh_TW.html, mobile.en.html. */
export const INTRO_PAGES: readonly { file: string; words: Words; label: string }[] = [
  { file: 'mobile.html', words: intro_zh_CN, label: '简体' },
  { file: 'mobile.zh_TW.html', words: intro_zh_TW, label: '繁體' },
  { file: 'mobile.en.html', words: intro_en, label: 'English' },
]

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * One static page: no app JavaScript (only /mobile.js, which keeps the asked-for page on 继续使用手机版), light,
 * readable at 320 px, the app's red. Inline styles are allowed by the content policy; inline scripts are not.
 */
export function renderIntroPage(words: Words, file: string): string {
  const w = (key: keyof Words) => escape(words[key])
  const official = w('intro.official').replace('{{site}}', '<a href="https://www.zjzs.net" rel="noopener">zjzs.net</a>')
  const languages = INTRO_PAGES.map((page) =>
    page.file === file ? `<span aria-current="page">${page.label}</span>` : `<a href="/${page.file}" lang="${page.words['intro.htmlLang']}">${page.label}</a>`,
  ).join(' · ')
  const features = (['intro.feature.ai', 'intro.feature.check', 'intro.feature.lookup', 'intro.feature.chat'] as const)
    .map((key) => `<li>${w(key)}</li>`)
    .join('')
  return `<!doctype html>
<html lang="${w('intro.htmlLang')}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="${w('intro.description')}" />
    <meta name="theme-color" content="#c81e1e" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>${w('intro.title')}</title>
    <style>
      * { box-sizing: border-box; }
      body { margin: 0; font-family: 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', system-ui, sans-serif; background: #fafaf9; color: #292524; line-height: 1.7; }
      header { background: linear-gradient(90deg, #b31b1b, #c81e1e); color: #fff; padding: 28px 20px 72px; }
      .brand { display: flex; align-items: center; gap: 12px; }
      .brand img { width: 40px; height: 40px; border-radius: 10px; }
      h1 { font-size: 20px; margin: 0; line-height: 1.4; }
      .lead { margin: 16px 0 0; font-size: 15px; color: #fff; }
      main { max-width: 560px; margin: -48px auto 0; padding: 0 16px 32px; }
      .card { background: #fff; border-radius: 16px; padding: 20px; box-shadow: 0 1px 3px rgba(0,0,0,.08); margin-bottom: 16px; }
      .primary { display: block; text-align: center; background: #c81e1e; color: #fff; text-decoration: none; font-weight: 600; font-size: 17px; border-radius: 12px; padding: 14px 16px; }
      .primary:focus-visible, a:focus-visible { outline: 2px solid #c81e1e; outline-offset: 3px; }
      .hint { margin: 12px 0 0; font-size: 14px; color: #57534e; }
      h2 { font-size: 16px; margin: 0 0 8px; color: #991b1b; }
      p { margin: 0; }
      ul { margin: 0; padding-left: 20px; font-size: 15px; }
      li + li { margin-top: 6px; }
      a { color: #991b1b; }
      footer { max-width: 560px; margin: 0 auto; padding: 0 16px 32px; font-size: 13px; color: #57534e; }
      footer p + p { margin-top: 8px; }
    </style>
    <script src="/mobile.js" defer></script>
  </head>
  <body>
    <header>
      <div class="brand"><img src="/logo.svg" alt="" width="40" height="40" /><h1>${w('intro.systemName')}</h1></div>
      <p class="lead">${w('intro.lead')}</p>
    </header>
    <main>
      <section class="card" aria-labelledby="continue">
        <a id="continue" class="primary" href="/?app=phone" data-keep-hash>${w('intro.continue')}</a>
        <p class="hint">${w('intro.continueHint')}</p>
      </section>
      <section class="card" aria-labelledby="pc">
        <h2 id="pc">${w('intro.pcTitle')}</h2>
        <p>${w('intro.pcText')}</p>
      </section>
      <section class="card" aria-labelledby="features">
        <h2 id="features">${w('intro.featuresTitle')}</h2>
        <ul>${features}</ul>
      </section>
    </main>
    <footer>
      <p>${official}</p>
      <p><a href="/#/codeForm">${w('intro.cooperation')}</a></p>
      <p><span>${w('intro.languages')}：</span>${languages}</p>
    </footer>
  </body>
</html>
`
}

/** Builds the introduction pages into dist/ and serves them from the dev server. */
export function introPages(): Plugin {
  return {
    name: 'intro-pages',
    generateBundle() {
      for (const page of INTRO_PAGES) this.emitFile({ type: 'asset', fileName: page.file, source: renderIntroPage(page.words, page.file) })
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const page = INTRO_PAGES.find((p) => req.url?.split('?')[0] === `/${p.file}`)
        if (!page) return next()
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(renderIntroPage(page.words, page.file))
      })
    },
  }
}
