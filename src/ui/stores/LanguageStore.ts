import { makeAutoObservable } from 'mobx'
import type { i18n } from 'i18next'
import type { Language } from '@/ports/Language'
import type { Preferences } from '@/ports/Preferences'
import { langFrom, type Lang } from '@/ports/api/messages'
import { i18nextCode } from '../i18n/i18n'

export const LANGS: readonly Lang[] = ['zh_CN', 'zh_TW', 'en']

/** The interface language: cached under i18n-lang as zh_CN|zh_TW|en, sent as accept-language. */
export class LanguageStore implements Language {
  lang: Lang

  constructor(
    private readonly prefs: Preferences,
    readonly i18n: i18n,
  ) {
    const saved = prefs.get('i18n-lang')
    this.lang = saved && (LANGS as string[]).includes(saved) ? langFrom(saved) : 'zh_CN'
    makeAutoObservable<LanguageStore, 'prefs'>(this, { prefs: false, i18n: false }, { autoBind: true })
    void this.i18n.changeLanguage(i18nextCode[this.lang])
  }

  current(): Lang {
    return this.lang
  }

  set(lang: Lang) {
    this.lang = lang
    this.prefs.set('i18n-lang', lang)
    void this.i18n.changeLanguage(i18nextCode[lang])
    document.documentElement.lang = i18nextCode[lang]
  }
}
