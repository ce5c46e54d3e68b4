import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { Headers as ApiHeaders } from '../../../src/ports/api/headers'
import { studentInfo } from '../../../src/ports/api/system'
import { TOKEN_KEY } from '../../../src/ports/TokenStore'
import { adminCli } from './adminCli'
import { completeProfile } from './completeProfile'
import { signInBySms } from './signInBySms'

const PORT = process.env.E2E_PORT ?? '8091'
const PHONE = '13700012601'
const SCORES = { 语文: '118', 数学: '126', 外语: '121', 物理: '85', 化学: '82', 技术: '80' }
/** The student's token, kept beside the e2e database so a restarted worker (and the next spec) reuses the same student. */
const TOKEN_FILE = `var/e2e-${PORT}/everyRoute.token`

/**
 * The token of a signed-in student with a complete profile, every service and a generated list: the student the
 * every-route and accessibility journeys visit every page as. Made once per e2e database, then reused. The
 * journeys that use it only look; none changes what the student has.
 */
export async function fullStudentToken(page: Page): Promise<string> {
  if (existsSync(TOKEN_FILE)) {
    const token = readFileSync(TOKEN_FILE, 'utf8').trim()
    // Still a session on this server (a reused server keeps it; a fresh one starts without the file).
    const answer = (await (await page.request.get(studentInfo.path, { headers: { [ApiHeaders.token]: token } })).json()) as { code: number }
    if (answer.code === 0) return token
  }
  await page.goto('/#/intelligentVolunteer/aiVolunteer/index')
  await signInBySms(page, PHONE)
  await completeProfile(page, SCORES)
  // Every service, so no page hides behind the buy prompt.
  for (const service of ['super', 'base', 'threeOne']) adminCli('grant', '--phone', PHONE, '--service', service)
  adminCli('grant', '--phone', PHONE, '--service', 'check', '--checks', '5')
  await page.goto('/#/intelligentVolunteer/aiVolunteer/index')
  await page.reload()
  await page.getByRole('button', { name: '生成志愿' }).click()
  await expect(page).toHaveURL(/aiVolunteer\/result\/index/, { timeout: 120_000 })
  await expect(page.getByTestId('volunteer-row').first()).toBeVisible()
  const token = (await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)) ?? ''
  expect(token).not.toBe('')
  writeFileSync(TOKEN_FILE, token)
  return token
}

/**
 * Signs the full student in once, before the spec file's tests (a beforeAll), for specs that open their own
 * browser contexts with the token; the returned getter reads it once the tests run.
 */
export function fullStudentBeforeAll(): () => string {
  let token = ''
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000)
    const page = await browser.newPage()
    token = await fullStudentToken(page)
    await page.close()
  })
  return () => token
}
