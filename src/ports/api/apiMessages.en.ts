import type { apiMessages_zh_CN } from './apiMessages.zh_CN'
import { baseMessages_en } from './baseMessages.en'
import { profileMessages_en } from './profileMessages.en'
import { volunteerMessages_en } from './volunteerMessages.en'
import { listMessages_en } from './listMessages.en'
import { payMessages_en } from './payMessages.en'
import { sanyiMessages_en } from './sanyiMessages.en'
import { assessmentMessages_en } from './assessmentMessages.en'
import { consultMessages_en } from './consultMessages.en'

/** Every message the API answers, in English: the areas' catalogues together, key for key with apiMessages.zh_CN.ts. */
export const apiMessages_en: Record<keyof typeof apiMessages_zh_CN, string> = {
  ...baseMessages_en,
  ...profileMessages_en,
  ...volunteerMessages_en,
  ...listMessages_en,
  ...payMessages_en,
  ...sanyiMessages_en,
  ...assessmentMessages_en,
  ...consultMessages_en,
}
