import type { Container } from 'inversify'
import { EventBus, Timer } from '@/ports'
import { BatchChooserViewModel } from '@/ui/batch/BatchChooserViewModel'
import { AccountViewModel } from '@/ui/profile/AccountViewModel'
import { ProfileViewModel } from '@/ui/profile/ProfileViewModel'
import { ProfileTokens } from '@/ui/profile/profileTokens'
import type { AppStore } from '@/ui/stores/AppStore'
import type { LanguageStore } from '@/ui/stores/LanguageStore'
import type { ToastStore } from '@/ui/stores/ToastStore'
import { UiTokens } from '@/ui/tokens'
import { UseCases } from './useCases'

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/** The personal-information view models: the profile form, the account parts of personal info, the batch chooser. */
export function bindProfileViewModels(container: Container) {
  const translate = (key: string, params?: Record<string, unknown>) => container.get<LanguageStore>(UiTokens.language).i18n.t(key, params ?? {})
  container
    .bind(ProfileTokens.profile)
    .toResolvedValue(
      (uc: UseCases, events: EventBus, toast: ToastStore, app: AppStore, timer: Timer) => new ProfileViewModel({ ...uc, events, toast, app, timer, translate }),
      [UseCases, EventBus, UiTokens.toasts, UiTokens.app, Timer],
    )
    .inSingletonScope()
  container
    .bind(ProfileTokens.account)
    .toResolvedValue(
      (uc: UseCases, toast: ToastStore, app: AppStore) => new AccountViewModel({ ...uc, toast, app, translate, copy: copyToClipboard }),
      [UseCases, UiTokens.toasts, UiTokens.app],
    )
    .inSingletonScope()
  container
    .bind(ProfileTokens.batchChooser)
    .toResolvedValue(
      (uc: UseCases, events: EventBus, toast: ToastStore, app: AppStore) => new BatchChooserViewModel({ ...uc, events, toast, app, translate }),
      [UseCases, EventBus, UiTokens.toasts, UiTokens.app],
    )
    .inSingletonScope()
}
