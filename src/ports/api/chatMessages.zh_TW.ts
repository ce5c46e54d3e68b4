import { chatMessages_zh_CN } from './chatMessages.zh_CN'
import { taiwanCatalogueOnce } from './taiwanText'

/**
 * The chat assistant's words in Traditional Chinese (Taiwan usage), made from the Simplified Chinese ones (taiwanText.ts, with the
 * reviewed words of taiwanWords.ts) when first asked for. The web build replaces this module with the words it
 * made (tools/taiwanCatalogues.ts), so OpenCC's tables stay out of the browser.
 */
export const chatMessages_zh_TW = taiwanCatalogueOnce(chatMessages_zh_CN)
