import * as OpenCC from 'opencc-js'
import { TAIWAN_TEXTS, TAIWAN_WORDS } from './taiwanWords'

// Built on first use: OpenCC's tables take about half a second to load, which a server that never answers in
// zh_TW (and each of its restarts) need not pay.
let converter: ((text: string) => string) | undefined
const s2twp = (text: string) => (converter ??= OpenCC.Converter({ from: 'cn', to: 'twp' }))(text)

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const QUOTES: Readonly<Record<string, string>> = { '“': '「', '”': '」', '‘': '『', '’': '』' }

/**
 * A converter of Simplified Chinese interface text to Taiwan usage: OpenCC's s2twp (characters and vocabulary:
 * 登录 → 登入, 短信 → 簡訊, 导出 → 匯出), the given reviewed words kept as chosen (the longest word at each place
 * wins), and quotation marks as Taiwan writes them (“” → 「」). Placeholders ({{name}}) pass through.
 */
export function taiwanConverter(words: Readonly<Record<string, string>>): (text: string) => string {
  const longestFirst = Object.keys(words).sort((a, b) => b.length - a.length)
  // With no word to keep, the whole text is one piece (an empty alternation would split every character).
  const split = longestFirst.length > 0 ? new RegExp(`(${longestFirst.map(escape).join('|')})`) : /(?!)/
  return (text) =>
    text
      .split(split)
      .map((piece, i) => (i % 2 === 1 ? words[piece] : s2twp(piece)))
      .join('')
      .replace(/[“”‘’]/g, (mark) => QUOTES[mark])
}

/** An interface text in Taiwan usage, with this product's reviewed words (taiwanWords.ts). */
export const taiwanText = taiwanConverter(TAIWAN_WORDS)

/**
 * A catalogue's zh_TW words made from its zh_CN words, key by key (a key of TAIWAN_TEXTS takes its text as it
 * is). The build runs this once and ships the result (tools/taiwanCatalogues.ts); tests and the dev server run
 * it when the catalogue loads.
 */
export function taiwanCatalogue<K extends string>(words: Readonly<Record<K, string>>): Record<K, string> {
  return Object.fromEntries(Object.entries<string>(words).map(([key, text]) => [key, TAIWAN_TEXTS[key] ?? taiwanText(text)])) as Record<K, string>
}

/**
 * A catalogue's zh_TW words made the first time they are asked for (the server's catalogues: a process that never
 * answers in zh_TW never loads OpenCC). The web build replaces the modules holding these with the made words.
 */
export function taiwanCatalogueOnce<K extends string>(words: Readonly<Record<K, string>>): () => Record<K, string> {
  let made: Record<K, string> | undefined
  return () => (made ??= taiwanCatalogue(words))
}
