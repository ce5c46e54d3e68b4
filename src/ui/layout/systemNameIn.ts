import type { Lang } from '@/ports/api/messages'

/** The configured system name is Chinese; in zh_TW/en we show our own translation of the product name. */
export function systemNameIn(lang: Lang, configured: string, translated: string): string {
  return lang === 'zh_CN' ? configured : translated
}
