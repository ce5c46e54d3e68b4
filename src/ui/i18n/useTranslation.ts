import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react'
import { useTranslation as useI18nextTranslation } from 'react-i18next'

/** What a component needs to say things: the translate function and the i18next instance (its language). */
export type Words = Pick<ReturnType<typeof useI18nextTranslation>, 't' | 'i18n'>

const WordsContext = createContext<Words | null>(null)

/**
 * Asks react-i18next once for the whole tree (inside I18nextProvider) and hands the answer down. react-i18next
 * 17 copies the whole i18next instance for every component that calls its hook when it mounts: a school's page
 * with a table of cut-offs spent a noticeable share of a phone's CPU on those copies alone (a CPU profile).
 * A language change gives a new value, so every user of `useTranslation` renders again, as before.
 */
export function WordsProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useI18nextTranslation()
  const language = i18n.language
  const words = useMemo<Words>(() => ({ t, i18n }), [t, i18n, language])
  return createElement(WordsContext.Provider, { value: words }, children)
}

/** The words of the app, from WordsProvider; a component drawn without it (a unit test) asks react-i18next itself. */
export function useTranslation(): Words {
  const words = useContext(WordsContext)
  // Whether a provider is above a component never changes while it is mounted, so the hooks run in the same order.
  return words ?? useI18nextTranslation()
}
