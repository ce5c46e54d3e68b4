import type { assessmentMessages_zh_CN } from './assessmentMessages.zh_CN'

/** The words of assessmentMessages.zh_CN.ts in English, key for key (a missing or extra key does not type-check). */
export const assessmentMessages_en: Record<keyof typeof assessmentMessages_zh_CN, string> = {
  'assess.incomplete': 'Please answer every question before submitting',
  'assess.oldVersion': 'The questionnaire has changed; please reload the page and answer again',
  'assess.nothingToReuse': 'There are no earlier answers to reuse',
}
