import { expect, type Page } from '@playwright/test'
import { smsCodeFromLog } from './smsCodeFromLog'

/** Signs in through the open login dialog's SMS tab, reading the code from the console SMS adapter. */
export async function signInBySms(page: Page, phone: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '欢迎使用' })
  await dialog.getByRole('tab', { name: '登录/注册' }).click()
  await dialog.getByRole('textbox', { name: '手机号' }).fill(phone)
  await dialog.getByRole('button', { name: '获取验证码' }).click()
  await expect(dialog.getByRole('button', { name: /秒后重新获取/ })).toBeVisible()
  await dialog.getByRole('textbox', { name: '短信验证码' }).fill(await smsCodeFromLog(phone))
  await dialog.getByRole('checkbox', { name: /我已阅读注意事项/ }).check()
  await dialog.getByRole('button', { name: '登录/注册', exact: true }).last().click()
  await expect(dialog.getByRole('tab', { name: '密码登录' })).toHaveCount(0)
}
