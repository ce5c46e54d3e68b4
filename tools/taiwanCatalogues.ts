import type { Plugin } from 'vite'
import { assessment_zh_TW } from '../src/ui/i18n/assessment.zh_TW'
import { catalogue_zh_TW } from '../src/ui/i18n/catalogue.zh_TW'
import { intro_zh_TW } from '../src/ui/i18n/intro.zh_TW'

/** The modules the build replaces, by file name: the export each holds, computed here once. */
const GENERATED: Readonly<Record<string, { name: string; words: Record<string, string> }>> = {
  'catalogue.zh_TW.ts': { name: 'catalogue_zh_TW', words: catalogue_zh_TW },
  'assessment.zh_TW.ts': { name: 'assessment_zh_TW', words: assessment_zh_TW },
  'intro.zh_TW.ts': { name: 'intro_zh_TW', words: intro_zh_TW },
}

const MODULE = /[\\/]src[\\/]ui[\\/]i18n[\\/]([\w.]+\.zh_TW\.ts)$/

/** The replacement: the same export, the converted words as a literal. */
export function taiwanModule(file: string): string | null {
  const generated = GENERATED[file]
  return generated ? `export const ${generated.name} = ${JSON.stringify(generated.words)}\n` : null
}

/**
 * The zh_TW words are made from the zh_CN ones with OpenCC (src/ui/i18n/taiwanText.ts). The build makes them
 * once, here, and ships them as literals: OpenCC's tables (over a megabyte) stay out of the web app, and a
 * zh_TW visitor's chunk is words only.
 */
export function taiwanCatalogues(): Plugin {
  return {
    name: 'taiwan-catalogues',
    apply: 'build',
    transform(_code, id) {
      const file = MODULE.exec(id)?.[1]
      const code = file ? taiwanModule(file) : null
      return code ? { code, map: null } : null
    },
  }
}
