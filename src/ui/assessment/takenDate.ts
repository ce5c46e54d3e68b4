import { i18nextCode } from '../i18n/i18n'
import type { Lang } from '@/ports/api/lang'

/** A test's date as the page shows it (Beijing time, the reader's language). */
export function takenDate(at: number, lang: Lang): string {
  return new Date(at).toLocaleDateString(i18nextCode[lang], { timeZone: 'Asia/Shanghai', year: 'numeric', month: 'long', day: 'numeric' })
}
