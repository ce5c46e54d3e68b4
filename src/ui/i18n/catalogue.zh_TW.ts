import { apiWords_zh_TW } from './apiWords.zh_TW'
import { consult_zh_CN } from './consult.zh_CN'
import { datav_zh_CN } from './datav.zh_CN'
import { firstPageWords_zh_CN } from './firstPageWords.zh_CN'
import { sanyi_zh_CN } from './sanyi.zh_CN'
import { taiwanCatalogue } from '../../ports/api/taiwanText'

/**
 * Every word of the interface in Traditional Chinese (Taiwan usage), as one chunk loaded only when the language
 * is chosen: made from the Simplified Chinese words (taiwanText), by the build once (tools/taiwanCatalogues.ts).
 * The API's messages are made the same way, from the server's zh_CN words (src/ports/api/apiMessages.zh_TW.ts).
 */
export const catalogue_zh_TW: Record<string, string> = {
  ...apiWords_zh_TW,
  ...taiwanCatalogue({ ...firstPageWords_zh_CN, ...datav_zh_CN, ...consult_zh_CN, ...sanyi_zh_CN }),
}
