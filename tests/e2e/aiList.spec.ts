import { expect, test, type Locator, type Page } from '@playwright/test'
import { completeProfile } from './support/completeProfile'
import { expectNoHorizontalOverflow, shoot } from './support/shoot'
import { signInBySms } from './support/signInBySms'
import { PCB, SCORES_620 } from './support/student620'

const AI = '/#/intelligentVolunteer/aiVolunteer/index'
/** School tiers as the reasons name them, best first (list.reason.tier.*). */
const TIERS = ['C9 高校', '985 高校', '211 高校', '“双一流”建设高校', '公办本科', '民办/独立学院本科', '公办专科', '民办专科']

async function generate(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '生成志愿' }).click()
  await expect(page).toHaveURL(/aiVolunteer\/result\/index/, { timeout: 90_000 })
  const rows = page.getByTestId('volunteer-row')
  await expect(rows.first()).toBeVisible()
  return rows
}

async function reasonsOf(rows: Locator): Promise<string[][]> {
  const n = await rows.count()
  const out: string[][] = []
  for (let i = 0; i < n; i++) out.push(await rows.nth(i).getByRole('list', { name: '为什么推荐' }).getByRole('listitem').allInnerTexts())
  return out
}

test('a 620-point 物化生 student who wants 计算机类 and 软件工程 gets those majors at the best schools reachable, no 中外合作', async ({ page }) => {
  test.setTimeout(240_000)
  await page.goto(AI)
  await signInBySms(page, '13700009101')
  await completeProfile(page, SCORES_620, PCB)
  await page.goto(AI)
  // A 物化生 student misses nothing of the plan we have.
  await expect(page.getByRole('note', { name: '招生计划缺少部分专业' })).toHaveCount(0)
  const majors = page.getByRole('region', { name: '目标专业' })
  await majors.getByPlaceholder('输入专业名称').fill('计算机')
  await majors.getByRole('button', { name: '计算机类（整类）' }).first().click()
  await majors.getByPlaceholder('输入专业名称').fill('软件工程')
  await majors.getByRole('button', { name: '软件工程', exact: true }).first().click()
  await page
    .getByRole('region', { name: '填报偏好' })
    .getByRole('radio', { name: /^专业优先/ })
    .click()
  const rows = await generate(page)
  const reasons = await reasonsOf(rows)
  // Every wanted-major row comes first; anything else only as a marked safety after them.
  const wanted = reasons.map((r) => r.some((x) => x.startsWith('你想学的专业') || x.startsWith('大类/试验班含你想学的')))
  const firstOther = wanted.indexOf(false)
  expect(wanted[0]).toBe(true)
  if (firstOther >= 0) expect(wanted.slice(firstOther).every((w) => !w)).toBe(true)
  if (firstOther >= 0) expect(reasons.slice(firstOther).every((r) => r.some((x) => x.startsWith('不在目标专业内')))).toBe(true)
  // The best schools reachable: the wanted rows go down the tiers, never up.
  const tierOf = (r: string[]) => TIERS.findIndex((t) => r.includes(t))
  const tiers = reasons.filter((_, i) => wanted[i]).map(tierOf)
  expect([...tiers].sort((a, b) => a - b)).toEqual(tiers)
  // No 中外合作 (ruled out unless the student opts in).
  await expect(page.getByTestId('volunteer-row').getByText('中外合作', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('region', { name: '这张表会把你投到哪里' })).toContainText('%')
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'ai-list-620-cs')
})

test('a student with no wanted majors gets a list ordered by school standing', async ({ page }) => {
  test.setTimeout(240_000)
  await page.goto(AI)
  await signInBySms(page, '13700009102')
  await completeProfile(page, SCORES_620, PCB)
  await page.goto(AI)
  const rows = await generate(page)
  const tiers = (await reasonsOf(rows)).map((r) => TIERS.findIndex((t) => r.includes(t)))
  expect(tiers.every((t) => t >= 0)).toBe(true)
  expect([...tiers].sort((a, b) => a - b)).toEqual(tiers)
  await shoot(page, 'ai-list-620-default')
})
