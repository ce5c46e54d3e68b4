import type { Plugin } from 'vite'
import { taiwanPhraseTable } from './taiwanPhraseTable'

const ID = 'virtual:taiwan-phrases'
const RESOLVED = `\0${ID}`

/**
 * `virtual:taiwan-phrases`: the phrase table src/ui/i18n/toTaiwan.ts converts with, made from opencc-js and the
 * shipped dataset (tools/taiwanPhraseTable.ts) when the app is built or served and when Vitest loads it, once per
 * process (under a second). It was a 214 kB generated file in the repository, rewritten by hand after an
 * opencc-js upgrade or new data; now it cannot fall behind either.
 */
export function taiwanPhrases(): Plugin {
  let table: string | undefined
  return {
    name: 'taiwan-phrases',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null
      table ??= taiwanPhraseTable()
      return `export const TAIWAN_PHRASES = ${JSON.stringify(table)}\n`
    },
  }
}
