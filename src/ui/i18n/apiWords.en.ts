import { apiWordsIn } from '../../ports/api/messages'

/**
 * The API's messages in this language. In the production build tools/oneLanguageWords.ts replaces this module
 * with the texts themselves, so the chunk carries one language instead of the catalogue's three.
 */
export const apiWords_en: Record<string, string> = apiWordsIn('en')
