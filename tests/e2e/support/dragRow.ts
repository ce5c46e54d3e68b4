import { expect, type Locator } from '@playwright/test'

/** Waits until an element stops moving (rows drawn in passes and cards arriving above it shift the page). */
async function settled(el: Locator) {
  await el.evaluate((e) => e.scrollIntoView({ block: 'center' }))
  let last = ''
  await expect
    .poll(async () => {
      const box = JSON.stringify(await el.boundingBox())
      const same = box === last
      last = box
      return same
    })
    .toBe(true)
}

/**
 * Drags row `from` of the desktop 志愿表 onto row `to`, in hops of at most two rows from the middle of the screen so that both ends are on it
 * (a native drag does not scroll the page), each hop once the rows have stopped moving.
 */
export async function dragRow(rows: Locator, from: number, to: number) {
  let at = from
  while (at !== to) {
    const next = at > to ? Math.max(to, at - 2) : Math.min(to, at + 2)
    await settled(rows.nth(at))
    // A row read without its 志愿序号, which follows its place.
    const text = (i: number) => rows.nth(i).locator('td').nth(2).innerText()
    const moving = await text(at)
    await rows.nth(at).dragTo(rows.nth(next))
    // The hop is done when the row stands where it was dropped (the table answers at once, the save follows).
    await expect.poll(() => text(next)).toBe(moving)
    // Then the save and the list read back after it (its chances redraw the rows): nothing may move mid-drag.
    await rows.page().waitForLoadState('networkidle')
    at = next
  }
}
