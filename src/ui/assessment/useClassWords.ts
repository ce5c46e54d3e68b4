import { useMemo } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import type { CategoryFit } from '@/ports/api/assessment'
import { useDataText } from '../i18n/dataText'
import { classNamesEn, disciplineNamesEn } from '../i18n/assessment.classNames.en'

export interface ClassWords {
  /** A 专业类's name for the reader: English in en, Taiwan characters in zh_TW, the data's own name in zh_CN. */
  className: (c: Pick<CategoryFit, 'classCode' | 'className'>) => string
  discipline: (c: Pick<CategoryFit, 'disciplineCode' | 'discipline'>) => string
  /** Any other data text (major names, the names of added classes): converted in zh_TW, as it is otherwise. */
  data: (text: string) => string
}

/** The catalogue's words as the result pages show them; what is saved is always the data's own text. */
export function useClassWords(): ClassWords {
  const { i18n } = useTranslation()
  const dataText = useDataText()
  const en = i18n.language === 'en'
  return useMemo(
    () => ({
      className: (c) => (en ? (classNamesEn[c.classCode] ?? c.className) : dataText(c.className)),
      discipline: (c) => (en ? (disciplineNamesEn[c.disciplineCode] ?? c.discipline) : dataText(c.discipline)),
      data: (text) => dataText(text),
    }),
    [en, dataText],
  )
}
