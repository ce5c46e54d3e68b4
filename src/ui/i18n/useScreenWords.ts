import { useTranslation } from '@/ui/i18n/useTranslation'

/**
 * Adds a screen's Simplified Chinese words to the app's i18n when the screen first renders, so they travel with
 * the screen's chunk instead of the first page (zh_TW and en carry every screen's words in their catalogues,
 * which load only for those languages). Call it first in the screen's page component.
 */
export function useScreenWords(words: Record<string, string>): void {
  const { i18n } = useTranslation()
  const probe = Object.keys(words)[0]
  if (probe !== undefined && i18n.getResource('zh-CN', 'translation', probe) === undefined) i18n.addResources('zh-CN', 'translation', words)
}
