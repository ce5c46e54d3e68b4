import { apiWords_zh_TW } from './apiWords.zh_TW'
import { chat_zh_TW } from './chat.zh_TW'
import { consult_zh_TW } from './consult.zh_TW'
import { datav_zh_TW } from './datav.zh_TW'
import { home_zh_TW } from './home.zh_TW'
import { pay_zh_TW } from './pay.zh_TW'
import { profile_zh_TW } from './profile.zh_TW'
import { sanyi_zh_TW } from './sanyi.zh_TW'
import { school_zh_TW } from './school.zh_TW'
import { volunteer_zh_TW } from './volunteer.zh_TW'
import { zh_TW as base } from './zh_TW'

/** Every word of the interface in this language, as one chunk loaded only when the language is chosen. */
export const catalogue_zh_TW: Record<string, string> = {
  ...apiWords_zh_TW,
  ...base,
  ...profile_zh_TW,
  ...school_zh_TW,
  ...home_zh_TW,
  ...volunteer_zh_TW,
  ...chat_zh_TW,
  ...pay_zh_TW,
  ...datav_zh_TW,
  ...consult_zh_TW,
  ...sanyi_zh_TW,
}
