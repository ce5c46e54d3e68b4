import { apiMessages_zh_CN } from './apiMessages.zh_CN'
import { taiwanCatalogueOnce } from './taiwanText'

/**
 * Every message the API answers in Traditional Chinese (Taiwan usage), made from the Simplified Chinese ones (taiwanText.ts, with the
 * reviewed words of taiwanWords.ts) when first asked for. The web build replaces this module with the words it
 * made (tools/taiwanCatalogues.ts), so OpenCC's tables stay out of the browser.
 */
export const apiMessages_zh_TW = taiwanCatalogueOnce(apiMessages_zh_CN)
