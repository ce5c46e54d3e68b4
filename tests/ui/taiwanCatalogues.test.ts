import { describe, expect, it } from 'vitest'
import { apiMessages_zh_TW } from '@/ports/api/apiMessages.zh_TW'
import { chatMessages_zh_TW } from '@/ports/api/chatMessages.zh_TW'
import { assessment_zh_TW } from '@/ui/i18n/assessment.zh_TW'
import { catalogue_zh_TW } from '@/ui/i18n/catalogue.zh_TW'
import { intro_zh_TW } from '@/ui/i18n/intro.zh_TW'
import { taiwanCatalogues, taiwanModule } from '../../tools/taiwanCatalogues'

/** The build makes the zh_TW words once and ships them as literals (tools/taiwanCatalogues.ts). */
describe('the zh_TW catalogues the build ships', () => {
  const transform = (id: string) => {
    const hook = taiwanCatalogues().transform as (code: string, id: string) => { code: string } | null
    return hook('', id)
  }

  it('holds exactly the words the app would make, as one literal with no import of OpenCC', async () => {
    const expected = { 'catalogue.zh_TW.ts': catalogue_zh_TW, 'assessment.zh_TW.ts': assessment_zh_TW, 'intro.zh_TW.ts': intro_zh_TW }
    for (const [file, words] of Object.entries(expected)) {
      const code = transform(`/repo/src/ui/i18n/${file}`)?.code ?? ''
      // One export of one JSON literal: nothing imported, so OpenCC's tables stay out of the chunk.
      expect(JSON.parse(code.replace(/^export const \w+ = /, ''))).toEqual(words)
      const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, Record<string, string>>
      expect(Object.values(module)).toEqual([words])
    }
    expect(catalogue_zh_TW['nav.logout']).toBe('登出')
  })

  it('holds the server’s messages as the server makes them, answered by the same function, with no import of OpenCC', async () => {
    const expected = { 'apiMessages.zh_TW.ts': apiMessages_zh_TW(), 'chatMessages.zh_TW.ts': chatMessages_zh_TW() }
    for (const [file, words] of Object.entries(expected)) {
      const code = transform(`/repo/src/ports/api/${file}`)?.code ?? ''
      expect(code).not.toContain('import')
      const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, () => Record<string, string>>
      expect(Object.values(module).map((answer) => answer())).toEqual([words])
    }
    expect(apiMessages_zh_TW()['login.smsCodeWrong']).toBe('簡訊驗證碼錯誤或已過期')
  })

  it('touches the zh_TW modules it makes only', () => {
    expect(transform('C:\\repo\\src\\ui\\i18n\\catalogue.zh_TW.ts')?.code).toBe(taiwanModule('ui/i18n/catalogue.zh_TW.ts'))
    expect(transform('C:\\repo\\src\\ports\\api\\chatMessages.zh_TW.ts')?.code).toBe(taiwanModule('ports/api/chatMessages.zh_TW.ts'))
    expect(transform('/repo/src/ports/api/chatMessages.zh_CN.ts')).toBeNull()
    // The API's messages are the server's own texts, one language per chunk (tools/oneLanguageWords.ts).
    expect(transform('/repo/src/ui/i18n/apiWords.zh_TW.ts')).toBeNull()
    expect(transform('/repo/src/ui/i18n/catalogue.en.ts')).toBeNull()
    expect(transform('/repo/src/ports/api/taiwanText.ts')).toBeNull()
  })
})
