import { baseMessages_zh_CN } from './baseMessages.zh_CN'
import { profileMessages_zh_CN } from './profileMessages.zh_CN'
import { volunteerMessages_zh_CN } from './volunteerMessages.zh_CN'
import { listMessages_zh_CN } from './listMessages.zh_CN'
import { payMessages_zh_CN } from './payMessages.zh_CN'
import { sanyiMessages_zh_CN } from './sanyiMessages.zh_CN'
import { assessmentMessages_zh_CN } from './assessmentMessages.zh_CN'
import { consultMessages_zh_CN } from './consultMessages.zh_CN'

/**
 * Every message the API answers, in Simplified Chinese: the areas' catalogues together (each key is in one of
 * them). English is apiMessages.en.ts, Traditional Chinese is made from these (apiMessages.zh_TW.ts).
 */
export const apiMessages_zh_CN = {
  ...baseMessages_zh_CN,
  ...profileMessages_zh_CN,
  ...volunteerMessages_zh_CN,
  ...listMessages_zh_CN,
  ...payMessages_zh_CN,
  ...sanyiMessages_zh_CN,
  ...assessmentMessages_zh_CN,
  ...consultMessages_zh_CN,
}
