import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Lang } from '@/ports/api/lang'
import { apiWords_zh_CN } from './apiWords.zh_CN'
import { firstPageWords_zh_CN } from './firstPageWords.zh_CN'
import { loadDataWords } from './dataText'

/** i18next (and Intl) want 'zh-CN'; the cache and the API use the spec's 'zh_CN' form. */
export const i18nextCode: Record<Lang, string> = { zh_CN: 'zh-CN', zh_TW: 'zh-TW', en: 'en' }

/**
 * Simplified Chinese is the default and the fallback, so it travels with the first page; the other two
 * catalogues are chunks of their own, fetched when a user picks (or has saved) that language. This keeps
 * two languages' words out of the JavaScript every visitor downloads. The other screens bring their own Simplified
 * Chinese words with their chunks (firstPageWords.zh_CN.ts).
 */
const zhCN: Record<string, string> = { ...apiWords_zh_CN, ...firstPageWords_zh_CN }

const LOADERS: Record<Exclude<Lang, 'zh_CN'>, () => Promise<Record<string, string>>> = {
  zh_TW: () => import('./catalogue.zh_TW').then((m) => m.catalogue_zh_TW),
  en: () => import('./catalogue.en').then((m) => m.catalogue_en),
}

/** Adds a language's catalogue to the instance once (words other chunks added already are kept). */
export async function loadLanguage(instance: i18n, lang: Lang): Promise<void> {
  if (lang === 'zh_CN') return
  // English data words come with the English catalogue, so the first English page shows provinces and batches in English.
  const words = lang === 'en' ? loadDataWords(i18nextCode[lang]) : Promise.resolve()
  if (instance.getResource(i18nextCode[lang], 'translation', 'app.systemName') === undefined)
    instance.addResourceBundle(i18nextCode[lang], 'translation', await LOADERS[lang](), true, false)
  await words
}

/** A fresh instance per container, so tests do not share language state. */
export function createI18n(): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: 'zh-CN',
    fallbackLng: 'zh-CN',
    // Keys are flat strings with dots; server messages (Chinese sentences) pass through untranslated.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    resources: { 'zh-CN': { translation: zhCN } },
  })
  return instance
}
