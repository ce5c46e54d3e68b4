import { apiMessages_en } from './apiMessages.en'
import { apiMessages_zh_CN } from './apiMessages.zh_CN'
import { apiMessages_zh_TW } from './apiMessages.zh_TW'
import { langFrom, type Lang } from './lang'

/**
 * Messages the API itself answers (validation and failures), in the three interface languages: the catalogues
 * apiMessages.<lang>.ts, in the screens' format (one module per language, key → text; zh_TW made from zh_CN).
 * Schemas carry the key as their zod message; the server localises it by the request's language, and the web
 * app's i18n resources include these so both sides say the same words.
 */
export type { Lang }

export type ApiMessageKey = keyof typeof apiMessages_zh_CN

const CATALOGUES: Readonly<Record<Lang, () => Readonly<Record<ApiMessageKey, string>>>> = {
  zh_CN: () => apiMessages_zh_CN,
  zh_TW: apiMessages_zh_TW,
  en: () => apiMessages_en,
}

export function isApiMessageKey(value: string): value is ApiMessageKey {
  return Object.prototype.hasOwnProperty.call(apiMessages_zh_CN, value)
}

/** Every message in one language, as the web app's i18n resources take them. */
export function apiWordsIn(lang: Lang): Record<string, string> {
  return { ...CATALOGUES[lang]() }
}

/** Fills {{name}} placeholders; a missing parameter leaves nothing. */
export function fillPlaceholders(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''))
}

/** Localise a message key, filling {{name}} placeholders; unknown keys pass through unchanged. */
export function apiMessage(key: string, lang: Lang, params: Record<string, string | number> = {}): string {
  return fillPlaceholders(isApiMessageKey(key) ? CATALOGUES[lang]()[key] : key, params)
}

export { langFrom }
