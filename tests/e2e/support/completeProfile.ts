import { expect, type Page } from '@playwright/test'

/** Subject → score as typed, in the order the inputs are filled. */
export type Scores = Record<string, string>

/** The 选考 subjects most e2e students take; a journey may pass others (e.g. 物理 · 化学 · 生物). */
export const PHYSICS_CHEMISTRY_TECH = ['物理', '化学', '技术']

/** A 杭州 普通类 student with the given 选考 subjects, typed into the open profile page (not saved). */
export async function fillProfile(page: Page, scores: Scores, subjects: readonly string[] = PHYSICS_CHEMISTRY_TECH): Promise<void> {
  await page.getByLabel('城市').fill('杭州市')
  await page.getByLabel('区县').fill('西湖区')
  await page.getByLabel('就读高中').fill('杭州第二中学')
  await page.getByText('男', { exact: true }).click()
  await page.getByText('普通类', { exact: true }).click()
  for (const subject of subjects) await page.getByRole('checkbox', { name: subject }).check()
  for (const [label, value] of Object.entries(scores)) await fillScore(page, label, value)
}

export async function fillScore(page: Page, label: string, value: string): Promise<void> {
  await page.getByRole('spinbutton', { name: new RegExp(`^${label}`) }).fill(value)
}

/** A real student record through the profile page: the profile above, saved, then 普通类第一段. */
export async function completeProfile(page: Page, scores: Scores, subjects: readonly string[] = PHYSICS_CHEMISTRY_TECH): Promise<void> {
  await fillProfile(page, scores, subjects)
  await page.getByRole('button', { name: '保存信息' }).click()
  await expect(page.getByText('所有修改均已保存')).toBeVisible()
  await page.getByRole('button', { name: '选择批次' }).click()
  const dialog = page.getByRole('dialog', { name: '选择填报批次' })
  await dialog.getByRole('radio', { name: /普通类第一段/ }).check()
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('当前填报批次：普通类第一段')).toBeVisible()
}
