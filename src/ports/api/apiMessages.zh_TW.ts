import { apiMessages_zh_CN } from './apiMessages.zh_CN'
import { taiwanCatalogue } from './taiwanText'

let words: Record<keyof typeof apiMessages_zh_CN, string> | undefined

/**
 * Every message the API answers in Traditional Chinese (Taiwan usage), made from the Simplified Chinese ones (taiwanText.ts,
 * with the reviewed words of taiwanWords.ts) the first time they are needed. The web build replaces this module
 * with the words it made (tools/taiwanCatalogues.ts), so OpenCC's tables stay out of the browser.
 */
export const apiMessages_zh_TW = (): Record<keyof typeof apiMessages_zh_CN, string> => (words ??= taiwanCatalogue(apiMessages_zh_CN))
