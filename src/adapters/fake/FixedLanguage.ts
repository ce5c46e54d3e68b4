import type { Language } from '@/ports/Language'
import type { Lang } from '@/ports/api/messages'

export class FixedLanguage implements Language {
  constructor(public lang: Lang = 'zh_CN') {}
  current() {
    return this.lang
  }
}
