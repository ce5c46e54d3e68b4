import { makeAutoObservable } from 'mobx'
import type { i18n } from 'i18next'
import type { Language } from '@/ports/Language'
import type { Preferences } from '@/ports/Preferences'
import { savedLang, type Lang } from '@/ports/api/lang'
import { i18nextCode, loadLanguage } from '../i18n/i18n'

/** The interface language: cached under i18n-lang as zh_CN|zh_TW|en, sent as accept-language. */
export class LanguageStore implements Language {
  lang: Lang
  /** Settles once the saved language's words are in place; the app renders after it (no flash of another language). */
  readonly ready: Promise<void>

  constructor(
    private readonly prefs: Preferences,
    readonly i18n: i18n,
  ) {
    this.lang = savedLang(prefs.get('i18n-lang'))
    makeAutoObservable<LanguageStore, 'prefs' | 'apply'>(this, { prefs: false, i18n: false, ready: false, apply: false }, { autoBind: true })
    this.ready = this.apply(this.lang)
  }

  /** Fetches the language's catalogue when it is not loaded yet, then switches; a failed fetch keeps the fallback's words. */
  private async apply(lang: Lang): Promise<void> {
    await loadLanguage(this.i18n, lang).catch(() => undefined)
    // A later choice wins over an earlier one still loading.
    if (this.lang === lang) await this.i18n.changeLanguage(i18nextCode[lang])
  }

  current(): Lang {
    return this.lang
  }

  set(lang: Lang) {
    this.lang = lang
    this.prefs.set('i18n-lang', lang)
    void this.apply(lang)
    document.documentElement.lang = i18nextCode[lang]
  }
}
