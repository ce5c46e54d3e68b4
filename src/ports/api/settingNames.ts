/** System settings an operator may change without a release (served by systemSettingList). */
export const SettingNames = {
  /** The chat's greeting, in Chinese; the other languages keep the catalogue's words. */
  chatWelcome: 'chat_welcome',
} as const
