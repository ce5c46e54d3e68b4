import { useTranslation } from '@/ui/i18n/useTranslation'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { localeOf, type Translate } from './chartFormat'

/** What every chart option needs from the screen: dark mode, language and words. */
export function useChartContext(): { dark: boolean; lang: string; locale: string; t: Translate } {
  const { t } = useTranslation()
  const theme = useService(UiTokens.theme)
  const language = useService(UiTokens.language)
  return { dark: theme.settings.dark, lang: language.lang, locale: localeOf(language.lang), t: (key, params) => t(key, params ?? {}) }
}
