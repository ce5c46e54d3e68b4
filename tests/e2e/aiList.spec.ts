import { expect, test, type Locator, type Page } from '@playwright/test'
import { adminCli } from './support/adminCli'
import { completeProfile } from './support/completeProfile'
import { expectNoHorizontalOverflow, shoot } from './support/shoot'
import { signInBySms } from './support/signInBySms'
import { PCB, SCORES_620 } from './support/student620'
import { attemptPhone } from './support/attemptPhone'

const AI = '/#/intelligentVolunteer/aiVolunteer/index'

async function generate(page: Page, rows: number): Promise<Locator> {
  await page.getByRole('button', { name: '生成志愿' }).click()
  await expect(page).toHaveURL(/aiVolunteer\/result\/index/, { timeout: 90_000 })
  const list = page.getByTestId('volunteer-row')
  // A full list is drawn in passes of a dozen rows: wait for all of them.
  await expect(list).toHaveCount(rows, { timeout: 30_000 })
  return list
}

async function reasonsOf(rows: Locator): Promise<string[][]> {
  const n = await rows.count()
  const out: string[][] = []
  for (let i = 0; i < n; i++) out.push(await rows.nth(i).getByRole('list', { name: '为什么推荐' }).getByRole('listitem').allInnerTexts())
  return out
}

async function wantMajors(page: Page) {
  const majors = page.getByRole('region', { name: '目标专业' })
  await majors.getByPlaceholder('输入专业名称').fill('计算机')
  await majors.getByRole('button', { name: '计算机类（整类）' }).first().click()
  await majors.getByPlaceholder('输入专业名称').fill('软件工程')
  await majors.getByRole('button', { name: '软件工程', exact: true }).first().click()
  await page
    .getByRole('region', { name: '填报偏好' })
    .getByRole('radio', { name: /^专业优先/ })
    .click()
}

test('a 620-point 物化生 student who wants 计算机类 and 软件工程 gets 80 rows in 冲 / 稳 / 保 parts; safe rows added below draw no delete', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const phone = attemptPhone('13700009101')
  await page.goto(AI)
  await signInBySms(page, phone)
  await completeProfile(page, SCORES_620, PCB)
  await page.goto(AI)
  // A 物化生 student misses nothing of the plan we have.
  await expect(page.getByRole('note', { name: '招生计划缺少部分专业' })).toHaveCount(0)
  await wantMajors(page)
  const rows = await generate(page, 80)

  // The parts, in order: 冲 on top, then 稳, then 保 to the end, each opened by a line that says what it is for.
  const heads = (
    await page
      .getByRole('columnheader')
      .filter({ hasText: /(冲|稳|保) · \d+个/ })
      .allInnerTexts()
  ).map((h) => /(冲|稳|保) · \d+个/.exec(h)![1])
  expect(heads.slice(0, 3)).toEqual(['冲', '稳', '保'])
  await expect(page.getByText(/多填没有用处|几乎不会被检索到/)).toHaveCount(0)
  await expect(page.getByRole('group', { name: '这张表的说明' })).toContainText('最后')
  // Every row is one of the wanted majors (there are enough of them at 620 points); no 中外合作.
  const reasons = await reasonsOf(rows)
  expect(reasons.every((r) => r.some((x) => x.startsWith('你想学的专业') || x.startsWith('大类/试验班含你想学的')))).toBe(true)
  await expect(page.getByTestId('volunteer-row').getByText('中外合作', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('region', { name: '这张表会把你投到哪里' })).toContainText('%')
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'ai-list-620-cs')

  // A list of 60, then twelve safe 浙江 programmes of the family's own added below it (自选助手, 尊享版).
  await page.goto(AI)
  const prefs = page.getByRole('region', { name: '填报偏好' })
  await prefs.getByRole('button', { name: /期望志愿数/ }).click()
  await page.getByRole('option', { name: '60个' }).click()
  await generate(page, 60)
  adminCli('grant', '--phone', phone, '--service', 'super')
  await page.goto('/#/premierEdition/referralProgram')
  await page.reload()
  // The page's reminder comes first (a dialog the family must acknowledge).
  await page.getByRole('button', { name: '我已知晓' }).click()
  const filters = page.getByRole('search')
  // Each choice is checked on its button before the next: on a busy machine a listbox still closing can swallow
  // the next click, and the search then runs without the 保 filter (浙江大学's long shots first).
  const choose = async (box: RegExp, option: string) => {
    await expect(async () => {
      await filters.getByRole('button', { name: box }).click()
      await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 })
      await expect(filters.getByRole('button', { name: box })).toContainText(option, { timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
  }
  await choose(/省份/, '浙江')
  await choose(/分档/, '保')
  await filters.getByRole('button', { name: '查询' }).click()
  // The rows of the search before stay on screen, greyed and not joinable, until the 保 results arrive.
  await expect(page.getByRole('region', { name: '招生计划' })).toHaveAttribute('aria-busy', 'false')
  const join = page.getByRole('button', { name: /^加入志愿表：/ })
  await expect(join.first()).toBeEnabled()
  for (let k = 0; k < 12; k++) {
    // By its name: on a busy machine the results may still be drawing more rows, so a count can move meanwhile.
    const name = (await join.first().getAttribute('aria-label')) ?? (await join.first().innerText())
    const same = page.getByRole('button', { name, exact: true })
    const before = await same.count()
    await join.first().click()
    // A programme joined says so in place of its button (a school may list one name twice: one button fewer).
    await expect(same).toHaveCount(before - 1)
  }
  await page.goto('/#/intelligentVolunteer/aiVolunteer/result/index')
  await expect(page.getByTestId('volunteer-row')).toHaveCount(72, { timeout: 30_000 })
  await page.getByRole('link', { name: '智能审核', exact: true }).click()
  await page.getByRole('button', { name: '开始审核' }).click()
  await expect(page.getByRole('region', { name: '审核结论' })).toBeVisible({ timeout: 60_000 })
  // Rows below near-sure ones are insurance: nothing offers to delete them.
  await expect(page.getByRole('button').filter({ hasText: /删去/ })).toHaveCount(0)
  await shoot(page, 'ai-list-620-check')
})

test('a student with no wishes gets a full list ordered by what students chose: the market’s own ranking inside each part', async ({ page }) => {
  test.setTimeout(240_000)
  await page.goto(AI)
  await signInBySms(page, attemptPhone('13700009102'))
  await completeProfile(page, SCORES_620, PCB)
  await page.goto(AI)
  const rows = await generate(page, 80)
  const reasons = await reasonsOf(rows)
  // Each row says what students chose: its last cutoff rank, which falls (a larger rank) within each part.
  const market = reasons.map((r) => Number(/往年考生的选择：\d+年最低录取位次([\d,]+)/.exec(r.join(' '))?.[1]?.replace(/,/g, '') ?? NaN))
  expect(market.filter(Number.isFinite).length).toBeGreaterThan(70)
  await shoot(page, 'ai-list-620-default')
})

test('a 515-point 物化生 student near the end of 本科 gets 一段 专科 safeties at the bottom, and can decline them', async ({ page }) => {
  test.setTimeout(240_000)
  await page.goto(AI)
  await signInBySms(page, attemptPhone('13700009103'))
  await completeProfile(page, { 语文: '110', 数学: '110', 外语: '110', 物理: '62', 化学: '62', 生物: '61' }, PCB)
  await page.goto(AI)
  let rows = await generate(page, 80)
  const notes = page.getByRole('group', { name: '这张表的说明' })
  await expect(notes).toContainText('表尾10个志愿是一段招生的专科')
  await expect(notes).toContainText('本科都落空时，表尾的一段专科会接住你')
  const reasons = await reasonsOf(rows)
  // The last ten rows are 一段 专科, each saying why it is there; every row above is 本科.
  expect(reasons.slice(70).every((r) => r[0].startsWith('一段招生的专科'))).toBe(true)
  expect(reasons.slice(0, 70).some((r) => r.some((x) => x.startsWith('一段招生的专科')))).toBe(false)
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'ai-list-515-vocational')

  // Declined: 本科 only, and the notice says what that means.
  await page.goto(AI)
  const prefs = page.getByRole('region', { name: '填报偏好' })
  await prefs.getByRole('switch', { name: '一段专科兜底' }).click()
  await expect(prefs.getByText('只填本科：本科都没录取时滑到第二段')).toBeVisible()
  rows = await generate(page, 80)
  expect((await reasonsOf(rows)).some((r) => r.some((x) => x.startsWith('一段招生的专科')))).toBe(false)
  await expect(notes).toContainText('你这张表只填本科')
})
