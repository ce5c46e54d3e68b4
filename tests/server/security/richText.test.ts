// @vitest-environment jsdom
// jsdom, not the UI tests' happy-dom: DOMPurify's guarantees rest on the DOM parsing HTML as a browser does, which
// jsdom's parser (parse5) follows to the letter; under happy-dom these attacks are judged on a different tree.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '@/ui/components/markdown'
import { sanitizeHtml } from '@/ui/components/sanitizeHtml'

/**
 * Text the web app inserts as HTML: the chat's answers (markdown from a model, which a user can steer) and
 * the operator's agreement and notices (HTML). Whatever goes in, what comes out must not run script.
 */
const ATTACKS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle/></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">点我</a>',
  '<a href=" JaVaScRiPt:alert(1)">点我</a>',
  '<a href="jav&#x09;ascript:alert(1)">点我</a>',
  '<a href="data:text/html,<script>alert(1)</script>">点我</a>',
  '<a href="vbscript:msgbox(1)">点我</a>',
  '[点我](javascript:alert(1))',
  '[点我](  javascript:alert(1)  )',
  '![x](x" onerror="alert(1))',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>提交</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)"</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=import href="data:text/html,<script>alert(1)</script>">',
  '`<script>alert(1)</script>`',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<scr<script>ipt>alert(1)</script>',
]

const RUNNABLE_TAGS = ['script', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'base', 'meta', 'link', 'style', 'svg', 'math', 'template']
const DANGEROUS_URL = /^\s*(javascript|vbscript|data):/i

/** What would run if this HTML were inserted into the page, or '' when nothing would. */
function whatRuns(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
  for (const tag of RUNNABLE_TAGS) if (doc.body.querySelector(tag)) return `<${tag}>`
  for (const element of [doc.body, ...doc.body.querySelectorAll('*')]) {
    for (const attribute of element.attributes) {
      if (attribute.name.startsWith('on')) return `${element.tagName} ${attribute.name}`
      if (
        ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(attribute.name) &&
        DANGEROUS_URL.test(attribute.value.replace(/[\t\n\r]/g, ''))
      )
        return `${element.tagName} ${attribute.name}=${attribute.value}`
      if (attribute.name === 'style' && /url\(|expression\(/i.test(attribute.value)) return `${element.tagName} style`
    }
  }
  return ''
}

/** Text around and inside the attacks: Chinese, markdown, HTML fragments and the attacks themselves, glued. */
const mixed = fc
  .array(
    fc.oneof(
      fc.constantFrom(...ATTACKS),
      fc.constantFrom(
        '计算机类',
        '**加粗**',
        '- 列表\n',
        '# 标题\n',
        '<p>',
        '</p>',
        '<a href="https://www.zjzs.net/">',
        '</a>',
        '"',
        "'",
        '>',
        '<',
        '\n\n',
        '`',
      ),
      fc.string({ maxLength: 12 }),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''))

describe.each([
  { name: 'chat answers (markdown)', render: renderMarkdown },
  { name: 'the agreement and notices (HTML)', render: sanitizeHtml },
])('$name cannot inject script', ({ render }) => {
  it.each(ATTACKS)('%s', (attack) => {
    expect(whatRuns(render(attack))).toBe('')
    expect(whatRuns(render(`前文 ${attack} 后文`))).toBe('')
  })

  it('whatever is glued around and into the attacks', () => {
    fc.assert(
      fc.property(mixed, (text) => whatRuns(render(text)) === ''),
      { numRuns: 300 },
    )
  })

  it('keeps what a reader needs: text, emphasis and safe links', () => {
    const html = render('<p>**浙江** <a href="https://www.zjzs.net/">考试院</a> 与 [官网](https://www.zjzs.net/)</p>')
    expect(html).toContain('浙江')
    expect(html).toContain('href="https://www.zjzs.net/"')
  })
})

describe('the detector itself', () => {
  it('sees each attack in raw HTML (so a pass above means the sanitiser removed it)', () => {
    // Markdown is not HTML until rendered; the last two hide from a parser that runs no script (as
    // DOMParser does), which is why both sanitisers are tested on them anyway.
    expect(ATTACKS.filter((attack) => whatRuns(attack) === '')).toEqual([
      '[点我](javascript:alert(1))',
      '[点我](  javascript:alert(1)  )',
      '![x](x" onerror="alert(1))',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<scr<script>ipt>alert(1)</script>',
    ])
    expect(whatRuns('<p>安全</p>')).toBe('')
  })
})
