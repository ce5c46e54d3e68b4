/** Small values kept across visits in local storage: theme, i18n-lang, the SMS countdown. */
export interface Preferences {
  get(key: PreferenceKey): string | null
  set(key: PreferenceKey, value: string): void
  remove(key: PreferenceKey): void
}
export const Preferences = Symbol('Preferences')

export type PreferenceKey = 'theme' | 'i18n-lang' | 'sms-countdown' | 'data-version' | 'ai-button'
