import { describe, expect, it } from 'vitest'
import { apiWordsIn } from '@/ports/api/messages'
import { oneLanguageModule, oneLanguageWords } from '../../tools/oneLanguageWords'

/** The build swaps src/ui/i18n/apiWords.<lang>.ts for its language's texts alone (tools/oneLanguageWords.ts). */
describe('one language of the API messages per chunk', () => {
  const transform = (id: string) => {
    const hook = oneLanguageWords().transform as (code: string, id: string) => { code: string } | null
    return hook('', id)
  }

  it('replaces each language module with exactly the words the web app would compute, as one literal', async () => {
    for (const lang of ['zh_CN', 'zh_TW', 'en'] as const) {
      const code = oneLanguageModule(lang)
      const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, Record<string, string>>
      expect(module[`apiWords_${lang}`]).toEqual(apiWordsIn(lang))
      // The module is that one object as a literal and nothing else.
      expect(Object.keys(module)).toEqual([`apiWords_${lang}`])
      expect(JSON.parse(code.replace(/^export const \w+ = /, ''))).toEqual(apiWordsIn(lang))
    }
  })

  it('touches those three modules only', () => {
    expect(transform('/repo/src/ui/i18n/apiWords.en.ts')?.code).toBe(oneLanguageModule('en'))
    expect(transform('C:\\repo\\src\\ui\\i18n\\apiWords.zh_TW.ts')?.code).toBe(oneLanguageModule('zh_TW'))
    expect(transform('/repo/src/ui/i18n/catalogue.en.ts')).toBeNull()
    expect(transform('/repo/src/ports/api/messages.ts')).toBeNull()
  })
})
