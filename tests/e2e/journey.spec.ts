import { expect, test } from '@playwright/test'
import { signInBySms } from './support/signInBySms'
import { snap } from './support/snap'
import { attemptPhone } from './support/attemptPhone'

// With the app's own motion (transitions, eased colours), as most students see it (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' })

test('a new student is stopped by a protected route, signs in by SMS, meets the profile warning, switches language, stays signed in across a reload and signs out', async ({
  page,
}) => {
  const phone = attemptPhone('13700002001')
  await page.goto('/#/home')
  await expect(page).toHaveTitle(/首页 - 浙江高考志愿填报AI系统/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await snap(page, 'journey-home')

  // A protected route without a token opens the login dialog on the password tab; dismissing it goes home.
  await page.goto('/#/volunteerCheck')
  // Headless UI's dialog root has no box of its own, so visibility is asserted on its tabs.
  const dialog = page.getByRole('dialog', { name: '欢迎使用' })
  const passwordTab = dialog.getByRole('tab', { name: '密码登录' })
  await expect(passwordTab).toBeVisible()
  await expect(passwordTab).toHaveAttribute('aria-selected', 'true')
  await dialog.getByRole('button', { name: '关闭登录窗口' }).click()
  await expect(page).toHaveURL(/#\/(home)?$/)

  await page.goto('/#/volunteerCheck')
  await expect(passwordTab).toBeVisible()
  // The SMS tab validates before sending anything.
  await dialog.getByRole('tab', { name: '登录/注册' }).click()
  await dialog.getByRole('button', { name: '登录/注册', exact: true }).last().click()
  await expect(page.getByText('请输入正确的手机号').first()).toBeVisible()
  await snap(page, 'journey-login')
  await signInBySms(page, phone)

  // The profile is incomplete: every route but the exceptions lands on improve-information with the warning.
  await expect(page).toHaveURL(/#\/intelligentVolunteer\/improveInformation\/index/)
  await expect(page.getByText('请先完善您的信息！').first()).toBeVisible()
  await expect(page).toHaveTitle(/完善信息 - /)
  await snap(page, 'journey-improve')

  // Language: English and back; the choice is cached under i18n-lang.
  await page.getByRole('button', { name: '切换语言' }).click()
  await page.getByRole('menuitem', { name: 'English' }).click()
  await expect(page.getByRole('button', { name: 'Language' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('i18n-lang'))).toBe('en')
  await snap(page, 'journey-en')
  await page.getByRole('button', { name: 'Language' }).click()
  await page.getByRole('menuitem', { name: '简体中文' }).click()
  await expect(page.getByRole('button', { name: '切换语言' })).toBeVisible()

  // A reload keeps the session (token in session storage) and the language.
  await page.reload()
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible()
  await expect(page.getByRole('button', { name: '登录/注册' })).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('i18n-lang'))).toBe('zh_CN')

  // Sign out: the header offers sign-in again and protected routes ask for it.
  await page.getByRole('button', { name: '用户菜单' }).click()
  await page.getByRole('menuitem', { name: '退出登录' }).click()
  await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible()
  await page.goto('/#/volunteerCheck')
  await expect(passwordTab).toBeVisible()
})

test('unknown paths show the not-found page and API errors answer the envelope', async ({ page, request }) => {
  await page.goto('/#/no/such/page')
  await expect(page.getByText('404').first()).toBeVisible()
  const response = await request.get('/api/no/such/endpoint')
  expect(response.status()).toBe(200)
  expect(await response.json()).toMatchObject({ code: 404 })
})

test('a shared link with its query inside the hash opens the page it names', async ({ page }) => {
  await page.goto('/#/elseService/pickCollegiate/collegiateDetail?id=0001')
  await expect(page).toHaveURL(/\?id=0001#\/elseService\/pickCollegiate\/collegiateDetail$/)
  await expect(page.getByRole('heading', { name: '浙江大学' }).first()).toBeVisible()
})
