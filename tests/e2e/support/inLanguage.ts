import type { Page } from '@playwright/test'

/** Switches the app's language the way the language menu keeps it (i18n-lang), then reloads. */
export async function inLanguage(page: Page, lang: 'zh_CN' | 'zh_TW' | 'en'): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('i18n-lang', l), lang)
  await page.reload()
}
