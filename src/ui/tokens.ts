import type { Token } from './ServiceContext'
import type { AccountFormsViewModel } from './auth/AccountFormsViewModel'
import type { AgreementViewModel } from './auth/AgreementViewModel'
import type { LoginViewModel } from './auth/LoginViewModel'
import type { SmsCountdownViewModel } from './auth/SmsCountdownViewModel'
import type { ChatViewModel } from './chat/ChatViewModel'
import type { AppStore } from './stores/AppStore'
import type { LanguageStore } from './stores/LanguageStore'
import type { TabsStore } from './stores/TabsStore'
import type { ThemeStore } from './stores/ThemeStore'
import type { ToastStore } from './stores/ToastStore'

/** Tokens of the UI's view models and stores; the container binds them, screens look them up. */
export const UiTokens = {
  app: Symbol('AppStore') as Token<AppStore>,
  language: Symbol('LanguageStore') as Token<LanguageStore>,
  theme: Symbol('ThemeStore') as Token<ThemeStore>,
  tabs: Symbol('TabsStore') as Token<TabsStore>,
  toasts: Symbol('ToastStore') as Token<ToastStore>,
  login: Symbol('LoginViewModel') as Token<LoginViewModel>,
  accountForms: Symbol('AccountFormsViewModel') as Token<AccountFormsViewModel>,
  agreement: Symbol('AgreementViewModel') as Token<AgreementViewModel>,
  smsCountdown: Symbol('SmsCountdownViewModel') as Token<SmsCountdownViewModel>,
  chat: Symbol('ChatViewModel') as Token<ChatViewModel>,
  /** 'real' or 'demo': demo shows its badge. */
  mode: Symbol('AppMode') as Token<'real' | 'demo'>,
}
