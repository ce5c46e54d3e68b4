import { expect, type Page } from '@playwright/test'

/** No text of the page is cut off sideways: an element holding text is never wider inside than its clipped box. */
export async function expectNoClippedText(page: Page): Promise<void> {
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => {
        const s = getComputedStyle(el)
        const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '')
        // A visually hidden label (sr-only: 1 px wide, clipped) is cut on purpose.
        return ownText && s.overflowX !== 'visible' && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1
      })
      .map((el) => (el.textContent ?? '').trim().slice(0, 40)),
  )
  expect(clipped).toEqual([])
}
