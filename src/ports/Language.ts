import type { Lang } from './api/messages'

/** The current interface language, read by the HTTP adapter for accept-language. */
export interface Language {
  current(): Lang
}
export const Language = Symbol('Language')
