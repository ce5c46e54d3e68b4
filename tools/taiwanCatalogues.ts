import type { Plugin } from 'vite'
import { apiMessages_zh_TW } from '../src/ports/api/apiMessages.zh_TW'
import { chatMessages_zh_TW } from '../src/ports/api/chatMessages.zh_TW'
import { assessment_zh_TW } from '../src/ui/i18n/assessment.zh_TW'
import { catalogue_zh_TW } from '../src/ui/i18n/catalogue.zh_TW'
import { intro_zh_TW } from '../src/ui/i18n/intro.zh_TW'

/**
 * The modules the build replaces, by path from src/: the export each holds, computed here once. The screens'
 * modules export the words; the server's (src/ports/api) export a function answering them, as the server makes
 * them on first use.
 */
const GENERATED: Readonly<Record<string, { name: string; words: Record<string, string>; lazy?: true }>> = {
  'ui/i18n/catalogue.zh_TW.ts': { name: 'catalogue_zh_TW', words: catalogue_zh_TW },
  'ui/i18n/assessment.zh_TW.ts': { name: 'assessment_zh_TW', words: assessment_zh_TW },
  'ui/i18n/intro.zh_TW.ts': { name: 'intro_zh_TW', words: intro_zh_TW },
  'ports/api/apiMessages.zh_TW.ts': { name: 'apiMessages_zh_TW', words: apiMessages_zh_TW(), lazy: true },
  'ports/api/chatMessages.zh_TW.ts': { name: 'chatMessages_zh_TW', words: chatMessages_zh_TW(), lazy: true },
}

const MODULE = /[\\/]src[\\/](ui[\\/]i18n|ports[\\/]api)[\\/]([\w.]+\.zh_TW\.ts)$/

/** The replacement: the same export, the converted words as a literal. `path` is from src/, with forward slashes. */
export function taiwanModule(path: string): string | null {
  const generated = GENERATED[path]
  if (!generated) return null
  const words = JSON.stringify(generated.words)
  return generated.lazy ? `const words = ${words}\nexport const ${generated.name} = () => words\n` : `export const ${generated.name} = ${words}\n`
}

/**
 * The zh_TW words are made from the zh_CN ones with OpenCC (src/ports/api/taiwanText.ts). The build makes them
 * once, here, and ships them as literals: OpenCC's tables (over a megabyte) stay out of the web app and the demo
 * backend, and a zh_TW visitor's chunk is words only.
 */
export function taiwanCatalogues(): Plugin {
  return {
    name: 'taiwan-catalogues',
    apply: 'build',
    transform(_code, id) {
      const match = MODULE.exec(id)
      const code = match ? taiwanModule(`${match[1].replace(/\\/g, '/')}/${match[2]}`) : null
      return code ? { code, map: null } : null
    },
  }
}
