import { expect, test, type Browser, type Page } from '@playwright/test'
import { TOKEN_KEY } from '../../src/ports/TokenStore'
import { settle, watch } from './support/settle'
import { expectNoHorizontalOverflow } from './support/shoot'
import { fullStudentBeforeAll } from './support/studentSession'

/**
 * What a phone shows that the route-by-route journeys cannot measure: forms and dialogs at 390 px that must stay
 * usable (a field wide enough to read what is typed, a card title on one line), and the motion a student who
 * asked the system for less (prefers-reduced-motion) must not get.
 */

const PHONE = { width: 390, height: 844 }
/** Wide enough for a score with its digits and the field's padding, and for a label of a few words above it. */
const MIN_FIELD_WIDTH = 120

const studentToken = fullStudentBeforeAll()

/** The full student (every service) at 390 px, with the 严重提醒 of this session already read. */
async function studentAtPhoneWidth(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: PHONE })
  await context.addInitScript(
    ({ token, tokenKey }) => {
      sessionStorage.setItem('firstInVolunteer', '0')
      sessionStorage.setItem(tokenKey, token)
    },
    { token: studentToken(), tokenKey: TOKEN_KEY },
  )
  return context.newPage()
}

test('三位一体 我的成绩 at 390 px: every field wide enough to read, the page never sideways', async ({ browser }) => {
  const page = await studentAtPhoneWidth(browser)
  await page.goto('/#/sanYi/pageList')
  await settle(page, watch(page))
  const form = page.getByRole('region', { name: '我的成绩' })
  const fields = form.locator('input')
  await expect(fields.first()).toBeVisible()
  const widths = await fields.evaluateAll((inputs) =>
    inputs.map(
      (input) => `${input.getAttribute('aria-label') ?? (input as HTMLInputElement).labels?.[0]?.textContent}: ${input.getBoundingClientRect().width}`,
    ),
  )
  expect(widths.length).toBeGreaterThanOrEqual(7)
  expect(widths.filter((line) => Number(line.split(': ').pop()) < MIN_FIELD_WIDTH)).toEqual([])
  // Each label on at most two lines (before, at 32 px wide, they stood one character per line).
  const tall = await form
    .locator('label, legend')
    .evaluateAll((labels) =>
      labels.filter((label) => label.getBoundingClientRect().height > 2.5 * parseFloat(getComputedStyle(label).lineHeight)).map((label) => label.textContent),
    )
  expect(tall).toEqual([])
  await expectNoHorizontalOverflow(page)
  await page.context().close()
})

test('the purchase dialog at 390 px: each card title on one line, nothing wider than the dialog', async ({ browser }) => {
  const page = await studentAtPhoneWidth(browser)
  await page.goto('/#/user/profile')
  await page.getByRole('tab', { name: '我的订单' }).click()
  await page.getByRole('button', { name: '开通服务' }).click()
  const dialog = page.getByRole('dialog', { name: '开通服务' })
  const cards = dialog.getByRole('radio')
  await expect(cards.first()).toBeVisible()
  // The title is the card's first line of text (its name, beside the badge).
  const titles = await cards.evaluateAll((radios) =>
    radios.map((radio) => {
      const title = radio.firstElementChild?.firstElementChild as HTMLElement
      return { text: title.textContent, height: title.getBoundingClientRect().height, line: parseFloat(getComputedStyle(title).lineHeight) }
    }),
  )
  expect(titles.length).toBeGreaterThan(2)
  expect(titles.filter((t) => t.height >= 2 * t.line)).toEqual([])
  const panel = dialog.locator('[id^="headlessui-dialog-panel"]')
  const spill = await panel.evaluate((el) => el.scrollWidth - el.clientWidth)
  expect(spill, `the dialog's content is ${spill}px wider than the dialog`).toBeLessThanOrEqual(0)
  await page.context().close()
})

test('with prefers-reduced-motion the skeletons and the eased colour changes stand still', async ({ page }) => {
  const motion = () =>
    page.evaluate(() => {
      const skeleton = document.createElement('div')
      skeleton.className = 'animate-pulse'
      const button = document.createElement('button')
      button.className = 'btn-primary'
      document.body.append(skeleton, button)
      const seen = { animation: getComputedStyle(skeleton).animationName, transition: getComputedStyle(button).transitionDuration }
      skeleton.remove()
      button.remove()
      return seen
    })
  // The journeys ask for less motion (playwright.config.ts): this one starts as a system that asks for none.
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.goto('/#/home')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Without the preference the app moves as designed (so the check below is not passing by accident).
  expect(await motion()).toEqual({ animation: 'pulse', transition: expect.not.stringMatching(/^0s$/) as unknown as string })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await motion()).toEqual({ animation: 'none', transition: '0s' })
})
