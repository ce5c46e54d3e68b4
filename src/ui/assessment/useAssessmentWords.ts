import { useTranslation } from '@/ui/i18n/useTranslation'
import { assessment_en } from '../i18n/assessment.en'
import { assessment_zh_CN } from '../i18n/assessment.zh_CN'
import { assessment_zh_TW } from '../i18n/assessment.zh_TW'

const BUNDLES: Record<string, Record<string, string>> = { 'zh-CN': assessment_zh_CN, 'zh-TW': assessment_zh_TW, en: assessment_en }

/**
 * Adds the tests' words (48 questionnaire items and the result pages, in three languages) to the app's
 * i18n when a test page first renders: they travel with the tests' chunk, not with the first page.
 */
export function useAssessmentWords(): void {
  const { i18n } = useTranslation()
  if (i18n.getResource('zh-CN', 'translation', 'assess.kicker') === undefined)
    for (const [lng, words] of Object.entries(BUNDLES)) i18n.addResources(lng, 'translation', words)
}
