/** The three interface languages, in the spec's key form (zh_CN, not zh-CN). */
export type Lang = 'zh_CN' | 'zh_TW' | 'en'

export const LANGS: readonly Lang[] = ['zh_CN', 'zh_TW', 'en']

/** The language a visit starts in: the saved choice (i18n-lang) when it is one of ours, else 简体. */
export function savedLang(saved: string | null): Lang {
  return saved && (LANGS as readonly string[]).includes(saved) ? (saved as Lang) : 'zh_CN'
}

/** Accept-Language (or the app's own i18n-lang value) → one of our three languages; zh_CN by default. */
export function langFrom(header: string | null | undefined): Lang {
  const value = (header ?? '').toLowerCase().replace('-', '_')
  if (value.startsWith('en')) return 'en'
  if (value.startsWith('zh_tw') || value.startsWith('zh_hk') || value.startsWith('zh_hant')) return 'zh_TW'
  return 'zh_CN'
}

/**
 * What the web app says when an answer cannot be read at all. Kept apart from the catalogue (messages.ts uses
 * it as common.serverError) so the HTTP adapters on the first page do not pull every message in.
 */
export const SERVER_ERROR: Record<Lang, string> = {
  zh_CN: '服务器开小差了，请稍后再试',
  zh_TW: '伺服器開小差了，請稍後再試',
  en: 'Something went wrong on our side; please try again later',
}
