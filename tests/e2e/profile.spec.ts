import { expect, test } from '@playwright/test'
import { fillProfile, fillScore } from './support/completeProfile'
import { expectNoHorizontalOverflow, shoot } from './support/shoot'
import { signInBySms } from './support/signInBySms'
import { attemptPhone } from './support/attemptPhone'

const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

test('a new student completes the profile (correcting one invalid score), sees the rank, chooses 一段 and switches batch', async ({ page }) => {
  const phone = attemptPhone('13900004001')
  await page.goto('/#/intelligentVolunteer/improveInformation/index')
  await signInBySms(page, phone)
  await expect(page).toHaveURL(/#\/intelligentVolunteer\/improveInformation\/index/)
  await expect(page.getByRole('region', { name: '高考成绩' })).toBeVisible()
  await expect(page.getByText('选考科目满分100，语数外满分150')).toBeVisible()

  await fillProfile(page, { 语文: '118', 数学: '160', 外语: '126', 物理: '91', 化学: '88', 技术: '84' })
  await expect(page.getByText('有未保存的修改')).toBeVisible()

  // The invalid entry is refused next to its field, in the shared rules' words, and nothing is saved.
  await page.getByRole('button', { name: '保存信息' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '数学成绩不能超过150分' })).toBeVisible()
  await expect(page.getByRole('spinbutton', { name: /^数学/ })).toHaveAttribute('aria-invalid', 'true')
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'profile-invalid')

  await fillScore(page, '数学', '140')
  await page.getByRole('button', { name: '保存信息' }).click()
  await expect(page.getByText('所有修改均已保存')).toBeVisible()
  await expect(page.getByLabel('全省位次')).toHaveText(/^第 [\d,]+ 名$/)
  await expect(page.getByText('请先完善您的信息！完善后')).toHaveCount(0)
  await shoot(page, 'profile-saved')

  // 一段: the first batch, so no "Switched!".
  await page.getByRole('button', { name: '选择批次' }).click()
  const dialog = page.getByRole('dialog', { name: '选择填报批次' })
  await expect(dialog.getByRole('radio', { name: /普通类第一段/ })).toBeVisible()
  await shoot(page, 'profile-batch-dialog')
  await dialog.getByRole('radio', { name: /普通类第一段/ }).check()
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('当前填报批次：普通类第一段')).toBeVisible()
  await expect(page.getByText('切换成功！')).toHaveCount(0)

  // Changing batch: the student had one, so the switch is announced.
  await page.getByRole('button', { name: '切换批次' }).click()
  await dialog.getByRole('radio', { name: /普通类第二段/ }).check()
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('切换成功！')).toBeVisible()
  await expect(page.getByText('当前填报批次：普通类第二段')).toBeVisible()

  // The record survives a reload and shows on the personal-info page.
  await page.goto('/#/user/profile')
  await page.reload()
  await expect(page.getByRole('button', { name: '切换批次 →' })).toBeVisible()
  await expect(page.getByText('普通类第二段', { exact: true })).toBeVisible()
  await expect(page.getByRole('spinbutton', { name: /^数学/ })).toHaveValue('140')
  await expect(page.getByRole('checkbox', { name: '技术' })).toBeChecked()
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'profile-personal')
  // The avatar goes through the real canvas encoder (quality 0.8) and is saved as a data URL.
  await page.getByLabel('选择头像图片').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') })
  await expect(page.getByText('头像已更新')).toBeVisible()
  await expect(page.getByRole('button', { name: '更换头像' }).locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/)
  await page.getByLabel('选择头像图片').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await expect(page.getByText('请上传图片')).toBeVisible()
  await page.getByRole('tab', { name: '邀请好友' }).click()
  await expect(page.getByLabel('我的邀请码')).not.toBeEmpty()
})
