import DOMPurify from 'dompurify'
import { marked } from 'marked'

/**
 * Markdown (the chat's answers) as HTML safe to insert: marked renders, DOMPurify keeps only harmless markup —
 * no inline styles either, so an answer cannot lay itself over the page.
 */
export function renderMarkdown(text: string): string {
  const html = marked.parse(text, { async: false, gfm: true, breaks: true })
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'img', 'template'],
    FORBID_ATTR: ['style'],
  })
  // Links leave the app in a new tab, without handing it a reference to this window.
  const doc = new DOMParser().parseFromString(`<body>${clean}</body>`, 'text/html')
  for (const link of doc.querySelectorAll('a')) {
    link.setAttribute('target', '_blank')
    link.setAttribute('rel', 'noopener noreferrer')
  }
  return doc.body.innerHTML
}
