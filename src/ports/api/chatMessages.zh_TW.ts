import { chatMessages_zh_CN } from './chatMessages.zh_CN'
import { taiwanCatalogue } from './taiwanText'

let words: Record<keyof typeof chatMessages_zh_CN, string> | undefined

/**
 * The chat assistant's words in Traditional Chinese (Taiwan usage), made from the Simplified Chinese ones (taiwanText.ts,
 * with the reviewed words of taiwanWords.ts) the first time they are needed. The web build replaces this module
 * with the words it made (tools/taiwanCatalogues.ts), so OpenCC's tables stay out of the browser.
 */
export const chatMessages_zh_TW = (): Record<keyof typeof chatMessages_zh_CN, string> => (words ??= taiwanCatalogue(chatMessages_zh_CN))
