import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { paramWords } from '@/core/domain/paramWords'

/** Shows a text that comes from the data (a name, a province, a batch, a plan note) in the interface language. */
export type DataText = (text: string | null | undefined) => string

type Convert = (text: string) => string

// Each language's converter is its own chunk, fetched the first time that language is shown: simplified →
// Taiwan is large; the English words for the closed vocabularies are small, but the first page
// (zh_CN) does not need them either.
type Converted = 'zh-TW' | 'en'
const converters: Record<Converted, Convert | null> = { 'zh-TW': null, en: null }
const loading: Partial<Record<Converted, Promise<void>>> = {}
const LOADERS: Record<Converted, () => Promise<Convert>> = {
  'zh-TW': () => import('./toTaiwan').then((m) => m.toTaiwan),
  en: () => import('./dataWords.en').then((m) => m.englishDataText),
}
const listeners = new Set<() => void>()
const cache = new Map<string, string>()
const CACHE_LIMIT = 20_000

const isConverted = (language: string): language is Converted => language === 'zh-TW' || language === 'en'

/** Fetches the data-text converter of an i18next language code ('zh-TW', 'en'); the language menu awaits the English one with its catalogue. */
export function loadDataWords(language: string): Promise<void> {
  if (!isConverted(language)) return Promise.resolve()
  loading[language] ??= LOADERS[language]().then((convert) => {
    converters[language] = convert
    listeners.forEach((notify) => notify())
  })
  return loading[language]
}

function subscribe(notify: () => void) {
  listeners.add(notify)
  return () => listeners.delete(notify)
}

function traditional(text: string, convert: Convert): string {
  let out = cache.get(text)
  if (out === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear()
    out = convert(text)
    cache.set(text, out)
  }
  return out
}

/** The data text function for an i18next language code ('zh-CN', 'zh-TW', 'en'); before its converter loads the text shows as it is. */
function dataTextFor(language: string, convert: Convert | null): DataText {
  if (language === 'zh-TW') return (text) => (text && convert ? traditional(text, convert) : (text ?? ''))
  if (language === 'en') return (text) => (text && convert ? convert(text) : (text ?? ''))
  return (text) => text ?? ''
}

/**
 * The display of data text in the interface language: zh_TW converts simplified to Taiwan traditional
 * (OpenCC s2tw, loaded on first use; the page shows the simplified text until then and updates itself), en
 * puts closed vocabularies (provinces, batches, subjects, tags) into English, zh_CN shows the data as it is.
 * Only for display: what goes back to the server is always the data's own text.
 */
export function useDataText(): DataText {
  const { i18n } = useTranslation()
  const language = i18n.language
  const convert = useSyncExternalStore(subscribe, () => (isConverted(language) ? converters[language] : null))
  useEffect(() => {
    void loadDataWords(language)
  }, [language])
  return useMemo(() => dataTextFor(language, convert), [language, convert])
}

/**
 * A coded message's params for the reader: domain words (a subject, a segment) in their language
 * (paramWords), and every other text param — a name, a note — shown as data text.
 */
export function readerParams(params: Record<string, string | number> | undefined, dataText: DataText, wordOf: (key: string) => string) {
  const worded = paramWords(params, wordOf)
  return Object.fromEntries(Object.entries(worded).map(([name, value]) => [name, typeof value === 'string' ? dataText(value) : value]))
}
