import { useTranslation } from '@/ui/i18n/useTranslation'
import { subjectKeyOfName } from '@/core/domain/subjects'
import { parseSubjectRequirement } from '@/core/domain/subjectRequirement'
import { useDataText } from '../i18n/dataText'

/**
 * A programme's 选考科目要求 for the reader: in Chinese as the plan prints it (zh_TW converted); in English
 * the rule it states ("Physics, Chemistry (all required)"), or the printed text when it cannot be read.
 */
export function useRequirementText(): (requirement: string, year: number) => string {
  const { t, i18n } = useTranslation()
  const dataText = useDataText()
  return (requirement, year) => {
    if (requirement.trim() === '') return t('vol.noRequirement')
    if (i18n.language !== 'en') return dataText(requirement)
    const rule = parseSubjectRequirement(requirement, year)
    if (!rule) return requirement
    if (rule.mode === 'none') return t('vol.noRequirement')
    const subjects = rule.subjects.map((name) => {
      const key = subjectKeyOfName(name)
      return key ? t(`subject.${key}`) : name
    })
    return t(subjects.length === 1 ? 'vol.rule.one' : rule.mode === 'all' ? 'vol.rule.all' : 'vol.rule.any', { subjects: subjects.join(t('list.separator')) })
  }
}
