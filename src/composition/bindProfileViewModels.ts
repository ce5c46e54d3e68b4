import type { Container } from 'inversify'
import { EventBus, HttpApi, Navigator, PasswordDigester } from '@/ports'
import { ImageEncoder } from '@/ports/ImageEncoder'
import { BatchChooserViewModel } from '@/ui/batch/BatchChooserViewModel'
import { AccountViewModel } from '@/ui/profile/AccountViewModel'
import { ProfileViewModel } from '@/ui/profile/ProfileViewModel'
import { ProfileTokens } from '@/ui/profile/profileTokens'
import type { AppStore } from '@/ui/stores/AppStore'
import type { LanguageStore } from '@/ui/stores/LanguageStore'
import type { ToastStore } from '@/ui/stores/ToastStore'
import { UiTokens } from '@/ui/tokens'

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/** Issue 4's view models: the profile form, the account parts of personal info, the batch chooser. */
export function bindProfileViewModels(container: Container) {
  const translate = (key: string, params?: Record<string, unknown>) => container.get<LanguageStore>(UiTokens.language).i18n.t(key, params ?? {})
  container.bind(ProfileTokens.profile).toResolvedValue(
    (api: HttpApi, events: EventBus, toast: ToastStore, app: AppStore) => new ProfileViewModel({ api, events, toast, app, translate }),
    [HttpApi, EventBus, UiTokens.toasts, UiTokens.app],
  ).inSingletonScope()
  container.bind(ProfileTokens.account).toResolvedValue(
    (api: HttpApi, images: ImageEncoder, digester: PasswordDigester, toast: ToastStore, app: AppStore) =>
      new AccountViewModel({ api, images, digester, toast, app, translate, copy: copyToClipboard }),
    [HttpApi, ImageEncoder, PasswordDigester, UiTokens.toasts, UiTokens.app],
  ).inSingletonScope()
  container.bind(ProfileTokens.batchChooser).toResolvedValue(
    (api: HttpApi, events: EventBus, navigator: Navigator, toast: ToastStore, app: AppStore) => new BatchChooserViewModel({ api, events, navigator, toast, app, translate }),
    [HttpApi, EventBus, Navigator, UiTokens.toasts, UiTokens.app],
  ).inSingletonScope()
}
