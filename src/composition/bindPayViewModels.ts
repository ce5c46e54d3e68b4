import type { Container } from 'inversify'
import { EventBus, HttpApi, Navigator, Timer } from '@/ports'
import { PayWindows } from '@/ports/PayWindows'
import { OrdersViewModel } from '@/ui/pay/OrdersViewModel'
import { PayViewModel } from '@/ui/pay/PayViewModel'
import { SandboxViewModel } from '@/ui/pay/SandboxViewModel'
import { PayTokens } from '@/ui/pay/payTokens'
import type { AppStore } from '@/ui/stores/AppStore'
import type { LanguageStore } from '@/ui/stores/LanguageStore'
import type { ToastStore } from '@/ui/stores/ToastStore'
import { UiTokens } from '@/ui/tokens'
import { paymentUseCases, UseCases } from './useCases'

/** The purchase dialog, the sandbox payment page and the order list. */
export function bindPayViewModels(container: Container) {
  const translate = (key: string, params?: Record<string, unknown>) => container.get<LanguageStore>(UiTokens.language).i18n.t(key, params ?? {})
  container
    .bind(PayTokens.pay)
    .toResolvedValue(
      (uc: UseCases, api: HttpApi, events: EventBus, navigator: Navigator, windows: PayWindows, timer: Timer, toast: ToastStore, app: AppStore) =>
        new PayViewModel({
          ...uc,
          ...paymentUseCases({ api, navigator, windows, timer }),
          events,
          navigator,
          toast,
          translate,
          userId: () => app.user?.id ?? null,
        }),
      [UseCases, HttpApi, EventBus, Navigator, PayWindows, Timer, UiTokens.toasts, UiTokens.app],
    )
    .inSingletonScope()
  container
    .bind(PayTokens.sandbox)
    .toResolvedValue((uc: UseCases) => new SandboxViewModel(uc), [UseCases])
    .inSingletonScope()
  container
    .bind(PayTokens.orders)
    .toResolvedValue((uc: UseCases, app: AppStore) => new OrdersViewModel({ ...uc, userId: () => app.user?.id ?? null }), [UseCases, UiTokens.app])
    .inSingletonScope()
}
