import { expect, test, type Locator, type Page } from '@playwright/test'
import { shoot } from './support/shoot'
import { signInBySms } from './support/signInBySms'
import { snap } from './support/snap'
import { attemptPhone } from './support/attemptPhone'

/** The last answer of the open conversation. */
const lastAnswer = (chat: Locator) => chat.getByRole('article', { name: 'AI 助手' }).last()

async function waitForAnswer(chat: Locator) {
  await expect(chat.getByRole('log', { name: '对话内容' })).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  await expect(lastAnswer(chat)).not.toBeEmpty()
}

/** The button's box and the content's box must not overlap at this width. */
async function expectButtonClearOfContent(page: Page) {
  const button = await page.getByRole('button', { name: 'AI 问答' }).boundingBox()
  const main = await page.locator('main').boundingBox()
  expect(button && main).toBeTruthy()
  if (button && main) expect(button.x + button.width).toBeLessThanOrEqual(main.x)
}

test('a student asks the AI chat, follows up, stops an answer, switches and deletes a conversation', async ({ page }) => {
  // Four answers and twelve full-page screenshots on a shared 2-core machine.
  test.setTimeout(180_000)
  const phone = attemptPhone('13900008001')
  await page.goto('/#/home')
  // Signed out, the floating button asks for a login first.
  await page.getByRole('button', { name: 'AI 问答' }).click()
  await signInBySms(page, phone)

  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 800 })
    await expectButtonClearOfContent(page)
    await snap(page, `chat-button-home-${width}`)
  }
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.getByRole('button', { name: 'AI 问答' }).click()
  const chat = page.getByRole('dialog', { name: 'AI 志愿问答' })
  await expect(chat.getByRole('heading', { name: 'AI 志愿问答' })).toBeVisible()
  await expect(chat.getByRole('button', { name: '新建对话' })).toBeVisible()

  // Only one new conversation at a time.
  await chat.getByRole('button', { name: '新建对话' }).click()
  await expect(page.getByText('只能新建一个对话')).toBeVisible()

  // The welcome offers three hot questions; clicking one sends it and the answer streams in.
  const hot = chat.getByRole('list').last().getByRole('button')
  await expect(hot).toHaveCount(3)
  const first = (await hot.first().textContent()) ?? ''
  await shoot(page, 'chat-welcome')
  await hot.first().click()
  await expect(chat.getByText(first, { exact: true }).first()).toBeVisible()
  await waitForAnswer(chat)
  await expect(chat.getByRole('navigation', { name: '对话列表' }).getByRole('button', { name: first, exact: true })).toBeVisible()

  // A follow-up in the same conversation.
  const box = chat.getByRole('textbox', { name: '你的问题' })
  await box.fill('那2024年呢')
  await box.press('Enter')
  await expect(chat.getByText('那2024年呢', { exact: true })).toBeVisible()
  await waitForAnswer(chat)
  await shoot(page, 'chat-answered')

  // Stop one answer: on a slowed connection the answer trickles in, "停止生成" ends it.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 300, uploadThroughput: 100_000 })
  await box.fill('浙江大学的投档线是多少')
  await box.press('Enter')
  const stop = chat.getByRole('button', { name: /停止生成/ })
  await expect(stop).toBeVisible()
  await stop.click()
  await expect(stop).toHaveCount(0)
  await expect(box).not.toHaveAttribute('readonly')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })

  // A new conversation is allowed now; ask in it, then switch back to the first one and delete it.
  await chat.getByRole('button', { name: '新建对话' }).click()
  await expect(chat.getByRole('list').last().getByRole('button')).toHaveCount(3)
  await box.fill('什么是平行志愿')
  await box.press('Enter')
  await waitForAnswer(chat)
  const list = chat.getByRole('navigation', { name: '对话列表' })
  await expect(list.getByRole('button', { name: '什么是平行志愿' })).toBeVisible()
  await list.getByRole('button', { name: first, exact: true }).click()
  await expect(chat.getByText('那2024年呢', { exact: true })).toBeVisible()
  await shoot(page, 'chat-switched')
  await list.getByRole('button', { name: `删除对话「${first}」` }).click()
  await expect(page.getByText('删除成功')).toBeVisible()
  await expect(list.getByRole('button', { name: first, exact: true })).toHaveCount(0)

  await chat.getByRole('button', { name: '关闭' }).click()
  await expect(chat).toHaveCount(0)
})
