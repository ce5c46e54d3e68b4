// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { chatMessages_zh_TW } from '@/ports/api/chatMessages.zh_TW'
import { apiWordsIn } from '@/ports/api/messages'
import { assessment_zh_TW } from '@/ui/i18n/assessment.zh_TW'
import { catalogue_zh_TW } from '@/ui/i18n/catalogue.zh_TW'
import { createI18n } from '@/ui/i18n/i18n'
import { intro_zh_TW } from '@/ui/i18n/intro.zh_TW'
import { SchoolTags } from '@/ui/school/SchoolTags'

afterEach(cleanup)

/** Every word the interface says in zh_TW: the screens' catalogues, the API's messages and the assistant's. */
const zhTW: Record<string, string> = {
  ...catalogue_zh_TW,
  ...assessment_zh_TW,
  ...intro_zh_TW,
  ...apiWordsIn('zh_TW'),
  ...chatMessages_zh_TW(),
}

describe('zh_TW in Taiwan usage', () => {
  it('says 匯出 and 列印, never the mainland 導出 and 打印', () => {
    expect(Object.entries(zhTW).filter(([, text]) => /導出|打印/.test(text))).toEqual([])
    expect(catalogue_zh_TW['vol.export']).toBe('匯出Excel')
    expect(catalogue_zh_TW['vol.print.preview']).toBe('列印預覽')
  })

  it('shows a school’s 公办 and 民办 tags as 公辦 and 民辦', async () => {
    const i18n = createI18n()
    await i18n.changeLanguage('zh-TW')
    render(
      <I18nextProvider i18n={i18n}>
        <SchoolTags tags={['211', '公办', '民办']} />
      </I18nextProvider>,
    )
    // The converter arrives on its own chunk; the tags update themselves when it has.
    expect(await screen.findByText('公辦')).toBeTruthy()
    expect(screen.getByText('民辦')).toBeTruthy()
    expect(screen.getByText('211')).toBeTruthy()
    expect(screen.queryByText('公办')).toBeNull()
  })

  it('keeps a tag’s colour when its words change', async () => {
    const i18n = createI18n()
    await i18n.changeLanguage('en')
    render(
      <I18nextProvider i18n={i18n}>
        <SchoolTags tags={['双一流', '公办']} />
      </I18nextProvider>,
    )
    expect((await screen.findByText('Double First-Class')).className).toContain('bg-amber-50')
    expect(screen.getByText('Public').className).toContain('bg-stone-100')
  })
})
