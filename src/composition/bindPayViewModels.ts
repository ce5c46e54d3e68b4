import type { Container } from 'inversify'
import { EventBus, Navigator } from '@/ports'
import { OrdersViewModel } from '@/ui/pay/OrdersViewModel'
import { PayViewModel, type PayWindow } from '@/ui/pay/PayViewModel'
import { SandboxViewModel } from '@/ui/pay/SandboxViewModel'
import { PayTokens } from '@/ui/pay/payTokens'
import type { AppStore } from '@/ui/stores/AppStore'
import type { LanguageStore } from '@/ui/stores/LanguageStore'
import type { ToastStore } from '@/ui/stores/ToastStore'
import { UiTokens } from '@/ui/tokens'
import { UseCases } from './useCases'

/**
 * An empty window opened inside the click; the Alipay page is loaded into it once the order exists.
 * The new window gets no handle on this one (opener cleared) before it loads a provider's page.
 */
function openPayWindow(): PayWindow | null {
  const popup = window.open('about:blank', '_blank')
  if (!popup) return null
  popup.opener = null
  return {
    go: (url) => {
      popup.location.href = url
    },
    close: () => popup.close(),
  }
}

/** The purchase dialog, the sandbox payment page and the order list. */
export function bindPayViewModels(container: Container) {
  const translate = (key: string, params?: Record<string, unknown>) => container.get<LanguageStore>(UiTokens.language).i18n.t(key, params ?? {})
  container
    .bind(PayTokens.pay)
    .toResolvedValue(
      (uc: UseCases, events: EventBus, navigator: Navigator, toast: ToastStore, app: AppStore) =>
        new PayViewModel({
          ...uc,
          events,
          navigator,
          toast,
          translate,
          userId: () => app.user?.id ?? null,
          openWindow: openPayWindow,
          page: () => ({ origin: window.location.origin, pathname: window.location.pathname }),
        }),
      [UseCases, EventBus, Navigator, UiTokens.toasts, UiTokens.app],
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
