import type { Plugin } from 'vite'
import { apiWordsIn } from '../src/ports/api/messages'
import type { Lang } from '../src/ports/api/lang'

/** The modules the build replaces: src/ui/i18n/apiWords.<lang>.ts. */
const MODULE = /[\\/]src[\\/]ui[\\/]i18n[\\/]apiWords\.(zh_CN|zh_TW|en)\.ts$/

/** The replacement: the same export, holding one language's texts as a literal. */
export function oneLanguageModule(lang: Lang): string {
  return `export const apiWords_${lang} = ${JSON.stringify(apiWordsIn(lang))}\n`
}

/**
 * The API's messages are one module with all three languages (the server answers in any of them), and the
 * web app's first page needs only Simplified Chinese: the catalogue was a sizeable part of the first page
 * (docs/PERFORMANCE.md). At build time each apiWords.<lang>.ts becomes its language's texts alone, so the
 * three-language catalogue stays out of the web app (the demo backend, a chunk of its own, still has it).
 */
export function oneLanguageWords(): Plugin {
  return {
    name: 'one-language-words',
    apply: 'build',
    transform(_code, id) {
      const lang = MODULE.exec(id)?.[1] as Lang | undefined
      return lang ? { code: oneLanguageModule(lang), map: null } : null
    },
  }
}
