import { ConverterFactory } from 'opencc-js/core'
import STCharacters from 'opencc-js/dict/STCharacters'
import TWVariants from 'opencc-js/dict/TWVariants'
import TWVariantsPhrases from 'opencc-js/dict/TWVariantsPhrases'
import { TAIWAN_PHRASES } from 'virtual:taiwan-phrases'

/**
 * OpenCC's s2tw (simplified → Taiwan standard characters, no vocabulary changes: a school's or a major's name
 * keeps its words). Loaded on its own chunk, only when zh_TW is shown; the phrase table keeps only the
 * phrases that change a result (made by the build: tools/taiwanPhrases.ts), so the chunk is a quarter of opencc-js's cn2t.
 */
export const toTaiwan: (text: string) => string = ConverterFactory([TAIWAN_PHRASES, STCharacters], [TWVariantsPhrases, TWVariants])
