/** Tags and attributes the agreement may use; everything else is dropped (its text is kept). */
const ALLOWED_TAGS = new Set([
  'P',
  'BR',
  'H1',
  'H2',
  'H3',
  'H4',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'UL',
  'OL',
  'LI',
  'SPAN',
  'DIV',
  'A',
  'BLOCKQUOTE',
  'SECTION',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TD',
  'TH',
])
const DROP_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH'])

/** A small allow-list sanitiser for server HTML (the agreement), using the browser's own parser. */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
  clean(doc.body)
  return doc.body.innerHTML
}

function clean(parent: Element) {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.COMMENT_NODE) node.remove()
    if (node.nodeType !== Node.ELEMENT_NODE) continue
    const element = node as Element
    if (DROP_WITH_CONTENT.has(element.tagName)) {
      element.remove()
      continue
    }
    clean(element)
    if (!ALLOWED_TAGS.has(element.tagName)) {
      element.replaceWith(...element.childNodes)
      continue
    }
    for (const attribute of [...element.attributes]) {
      const keep = element.tagName === 'A' && attribute.name === 'href' && /^(https?:|mailto:|#)/i.test(attribute.value.trim())
      if (!keep) element.removeAttribute(attribute.name)
    }
    if (element.tagName === 'A') {
      element.setAttribute('target', '_blank')
      element.setAttribute('rel', 'noopener noreferrer')
    }
  }
}
