import type { Container } from 'inversify'
import { earlyResponses } from '@/adapters/http/EarlyResponses'
import { EventBus, Ids, Language, Navigator, Preferences, Timer, Toast, TokenStore } from '@/ports'
import { AccountFormsViewModel } from '@/ui/auth/AccountFormsViewModel'
import { AgreementViewModel } from '@/ui/auth/AgreementViewModel'
import { LoginViewModel } from '@/ui/auth/LoginViewModel'
import { SmsCountdownViewModel } from '@/ui/auth/SmsCountdownViewModel'
import { ChatViewModel } from '@/ui/chat/ChatViewModel'
import { createI18n } from '@/ui/i18n/i18n'
import { AppStore } from '@/ui/stores/AppStore'
import { LanguageStore } from '@/ui/stores/LanguageStore'
import { TabsStore } from '@/ui/stores/TabsStore'
import { ThemeStore } from '@/ui/stores/ThemeStore'
import { ToastStore } from '@/ui/stores/ToastStore'
import { UiTokens } from '@/ui/tokens'
import { CurrentUserId } from './CurrentUserId'
import { bindSchoolViewModels } from './bindSchoolViewModels'
import { bindVolunteerViewModels } from './bindVolunteerViewModels'
import { UseCases } from './useCases'

/**
 * View models are singletons in the container, so state such as open tabs and the login dialog
 * survives re-renders and route changes (docs/ARCHITECTURE.md, "View models are singletons").
 */
export function bindViewModels(container: Container, options: { mode: 'real' | 'demo'; demoSmsCode?: (phone: string) => string | undefined }) {
  const get = <T>(token: symbol) => container.get<T>(token)
  container.bind(UiTokens.mode).toConstantValue(options.mode)
  const toasts = new ToastStore(get<Timer>(Timer))
  container.bind(UiTokens.toasts).toConstantValue(toasts)
  container.bind(Toast).toConstantValue(toasts)
  const language = new LanguageStore(get<Preferences>(Preferences), createI18n())
  container.bind(UiTokens.language).toConstantValue(language)
  container.bind(Language).toConstantValue(language)
  const translate = (key: string, params?: Record<string, unknown>) => language.i18n.t(key, params ?? {})
  container
    .bind(UiTokens.app)
    .toResolvedValue(
      (uc: UseCases, tokens: TokenStore, events: EventBus, prefs: Preferences, navigator: Navigator) =>
        new AppStore({ ...uc, tokens, events, prefs, navigator }),
      [UseCases, TokenStore, EventBus, Preferences, Navigator],
    )
    .inSingletonScope()
  container.bind(CurrentUserId).toConstantValue(() => {
    // Resolved lazily: AppStore depends on the use cases, hence on HttpApi, which depends on this function.
    const app = container.isBound(UiTokens.app) ? container.get(UiTokens.app) : null
    return (app as AppStore | null)?.user?.id ?? null
  })
  container
    .bind(UiTokens.theme)
    .toResolvedValue((prefs: Preferences) => new ThemeStore(prefs), [Preferences])
    .inSingletonScope()
  container
    .bind(UiTokens.tabs)
    .toResolvedValue((navigator: Navigator, app: AppStore) => new TabsStore(navigator, () => app.homePath), [Navigator, UiTokens.app])
    .inSingletonScope()
  container
    .bind(UiTokens.agreement)
    .toResolvedValue((uc: UseCases, timer: Timer) => new AgreementViewModel({ ...uc, timer }), [UseCases, Timer])
    .inSingletonScope()
  container
    .bind(UiTokens.smsCountdown)
    .toResolvedValue(
      (uc: UseCases, timer: Timer) => new SmsCountdownViewModel({ ...uc, timer, toast: toasts, translate, demoSmsCode: options.demoSmsCode }),
      [UseCases, Timer],
    )
    .inSingletonScope()
  container
    .bind(UiTokens.login)
    .toResolvedValue(
      (uc: UseCases, events: EventBus, navigator: Navigator, ids: Ids, sms: SmsCountdownViewModel, app: AppStore) =>
        new LoginViewModel({
          ...uc,
          events,
          navigator,
          ids,
          sms,
          toast: toasts,
          translate,
          onSignedIn: (user) => app.signIn(user),
          firstCaptcha: () => earlyResponses.takeCaptcha(),
        }),
      [UseCases, EventBus, Navigator, Ids, UiTokens.smsCountdown, UiTokens.app],
    )
    .inSingletonScope()
  container
    .bind(UiTokens.accountForms)
    .toResolvedValue((uc: UseCases, login: LoginViewModel) => new AccountFormsViewModel({ ...uc, toast: toasts, translate, login }), [UseCases, UiTokens.login])
    .inSingletonScope()
  container
    .bind(UiTokens.chat)
    .toResolvedValue(
      (uc: UseCases, ids: Ids, prefs: Preferences, timer: Timer, app: AppStore) =>
        new ChatViewModel({ ...uc, ids, prefs, timer, toast: toasts, translate, userId: () => app.user?.id ?? null }),
      [UseCases, Ids, Preferences, Timer, UiTokens.app],
    )
    .inSingletonScope()
  bindSchoolViewModels(container)
  bindVolunteerViewModels(container, { toast: toasts, translate })
}
