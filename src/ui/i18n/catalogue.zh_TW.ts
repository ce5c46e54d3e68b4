import { apiWords_zh_TW } from './apiWords.zh_TW'
import { chat_zh_CN } from './chat.zh_CN'
import { consult_zh_CN } from './consult.zh_CN'
import { datav_zh_CN } from './datav.zh_CN'
import { home_zh_CN } from './home.zh_CN'
import { pay_zh_CN } from './pay.zh_CN'
import { profile_zh_CN } from './profile.zh_CN'
import { sanyi_zh_CN } from './sanyi.zh_CN'
import { school_zh_CN } from './school.zh_CN'
import { taiwanCatalogue } from './taiwanText'
import { volunteer_zh_CN } from './volunteer.zh_CN'
import { zh_CN } from './zh_CN'

/**
 * Every word of the interface in Traditional Chinese (Taiwan usage), as one chunk loaded only when the language
 * is chosen: made from the Simplified Chinese words (taiwanText), by the build once (tools/taiwanCatalogues.ts).
 * The API's messages are the server's own zh_TW texts.
 */
export const catalogue_zh_TW: Record<string, string> = {
  ...apiWords_zh_TW,
  ...taiwanCatalogue({
    ...zh_CN,
    ...profile_zh_CN,
    ...school_zh_CN,
    ...home_zh_CN,
    ...volunteer_zh_CN,
    ...chat_zh_CN,
    ...pay_zh_CN,
    ...datav_zh_CN,
    ...consult_zh_CN,
    ...sanyi_zh_CN,
  }),
}
