import { expect, test } from '@playwright/test'
import { completeProfile } from './support/completeProfile'
import { expectNoHorizontalOverflow, shoot } from './support/shoot'
import { signInBySms } from './support/signInBySms'
import { watchProblems } from './support/watchProblems'
import { inLanguage } from './support/inLanguage'
import { expectNoClippedText } from './support/expectNoClippedText'
import { PCB, SCORES_620 } from './support/student620'
import { attemptPhone } from './support/attemptPhone'

const HOME = '/#/home'

test('home: the landing page for a visitor, then a student’s status at a glance from the first step to a built list', async ({ page }) => {
  test.setTimeout(300_000)
  const problems = watchProblems(page)
  await page.goto(HOME)
  await expect(page.getByRole('heading', { level: 1, name: '用数据和AI，把每一分都用在刀刃上' })).toBeVisible()
  await shoot(page, 'home-visitor')

  // Signed in with an empty profile: the first step is clear.
  await page.goto('/#/user/profile')
  await signInBySms(page, attemptPhone('13700012001'))
  await page.goto(HOME)
  await expect(page.getByRole('heading', { level: 1, name: /你好/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /第一步\s*完善成绩与选考科目/ })).toBeVisible()
  await expect(page.getByRole('region', { name: '我的档案' })).toContainText('还没有填写成绩和选考科目')
  await shoot(page, 'home-empty')

  // A complete 一段 profile: subjects, total, rank from the newest table, the batch; next is the AI list.
  await page.goto('/#/user/profile')
  await completeProfile(page, SCORES_620, PCB)
  await page.goto(HOME)
  const profile = page.getByRole('region', { name: '我的档案' })
  await expect(profile).toContainText('物理')
  await expect(profile).toContainText('620')
  await expect(profile.getByTestId('home-rank')).toHaveText(/^\d{1,3}(,\d{3})*$/)
  await expect(profile).toContainText(/按20\d\d年一分一段表/)
  await expect(profile).toContainText('普通类第一段')
  await expect(page.getByRole('link', { name: /下一步\s*生成AI志愿/ })).toBeVisible()
  const calendar = page.getByRole('region', { name: '2027年重要日程' })
  await expect(calendar.getByRole('listitem')).toHaveCount(3)
  await expect(calendar).toContainText('预计')
  await expect(calendar).toContainText('浙江省教育考试院')
  const features = page.getByRole('region', { name: '全部功能' })
  for (const name of [
    'AI志愿',
    '我的志愿表',
    '智能审核',
    '招生计划',
    '查大学',
    '查专业',
    '选科测评',
    '专业测评',
    '三位一体',
    '数据可视化',
    '专家咨询',
    'AI问答',
  ])
    await expect(features.getByText(name, { exact: true })).toBeVisible()
  await expect(features.getByRole('link', { name: /需开通尊享版.*招生计划/ })).toBeVisible()

  // Build the list, then home shows its progress, 滑档 risk and likeliest landing.
  await page.goto('/#/intelligentVolunteer/aiVolunteer/index')
  await page.getByRole('button', { name: '生成志愿' }).click()
  await expect(page).toHaveURL(/aiVolunteer\/result\/index/, { timeout: 120_000 })
  // The one-click list fills the form's 80 rows (drawn in passes of a dozen).
  await expect(page.getByTestId('volunteer-row')).toHaveCount(80, { timeout: 30_000 })
  const rows = 80
  await page.goto(HOME)
  const list = page.getByRole('region', { name: '我的志愿表' })
  await expect(list.getByRole('progressbar', { name: '已填志愿' })).toHaveAttribute('aria-valuenow', String(rows))
  await expect(list.getByTestId('home-slip')).toHaveText(/%/)
  await expect(list).toContainText(/第\d+志愿/)
  await expect(page.getByRole('link', { name: /下一步\s*智能审核志愿表/ })).toBeVisible()
  await expectNoHorizontalOverflow(page)
  await expectNoClippedText(page)
  await shoot(page, 'home-student')

  await inLanguage(page, 'en')
  await expect(page.getByRole('heading', { level: 1, name: /^Hello/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'My profile' })).toContainText('Physics')
  await expect(page.getByRole('region', { name: 'My profile' })).toContainText('General, segment 1')
  await expect(page.getByRole('region', { name: 'Key dates 2027' })).toContainText('Estimated')
  await expectNoHorizontalOverflow(page)
  await expectNoClippedText(page)
  await shoot(page, 'home-student-en')
  await inLanguage(page, 'zh_CN')
  expect(problems).toEqual([])
})
