import type { Container } from 'inversify'
import { EventBus, Navigator, SessionFlags, Timer, type Toast } from '@/ports'
import type { AppStore } from '@/ui/stores/AppStore'
import { keyboardLikely } from '@/ui/components/keyboardLikely'
import { UiTokens } from '@/ui/tokens'
import { AiVolunteerViewModel } from '@/ui/volunteer/AiVolunteerViewModel'
import { PlanSearchViewModel } from '@/ui/volunteer/PlanSearchViewModel'
import { ReminderViewModel } from '@/ui/volunteer/ReminderViewModel'
import { VolunteerCheckViewModel } from '@/ui/volunteer/VolunteerCheckViewModel'
import { VolunteerListViewModel } from '@/ui/volunteer/VolunteerListViewModel'
import { VolunteerTokens } from '@/ui/volunteer/volunteerTokens'
import { UseCases } from './useCases'

type Translate = (key: string, params?: Record<string, unknown>) => string

/** The volunteer pages: singletons, so the generated list and the search filters survive route changes. */
export function bindVolunteerViewModels(container: Container, ui: { toast: Toast; translate: Translate }) {
  const { toast, translate } = ui
  container
    .bind(VolunteerTokens.list)
    .toResolvedValue(
      (uc: UseCases, timer: Timer) => new VolunteerListViewModel({ ...uc, toast, timer, translate, keyboard: () => keyboardLikely() }),
      [UseCases, Timer],
    )
    .inSingletonScope()
  container
    .bind(VolunteerTokens.aiForm)
    .toResolvedValue(
      (uc: UseCases, navigator: Navigator, list: VolunteerListViewModel, app: AppStore, events: EventBus, timer: Timer) =>
        new AiVolunteerViewModel({
          ...uc,
          timer,
          navigator,
          toast,
          translate,
          list,
          user: () => app.user,
          refreshUser: () => app.refreshUser(),
          chooseBatch: () => events.emit('openChooseBatch', {}),
          onBatchChange: (listener) => events.on('BatchChange', listener),
        }),
      [UseCases, Navigator, VolunteerTokens.list, UiTokens.app, EventBus, Timer],
    )
    .inSingletonScope()
  container
    .bind(VolunteerTokens.referral)
    .toResolvedValue((uc: UseCases) => new PlanSearchViewModel({ ...uc, toast, translate }), [UseCases])
    .inSingletonScope()
  container
    .bind(VolunteerTokens.plans)
    .toResolvedValue((uc: UseCases) => new PlanSearchViewModel({ ...uc, toast, translate }), [UseCases])
    .inSingletonScope()
  container
    .bind(VolunteerTokens.check)
    .toResolvedValue(
      (uc: UseCases, list: VolunteerListViewModel, app: AppStore) =>
        new VolunteerCheckViewModel({ ...uc, list, toast, translate, checksLeft: (n) => app.checksLeft(n) }),
      [UseCases, VolunteerTokens.list, UiTokens.app],
    )
    .inSingletonScope()
  container
    .bind(VolunteerTokens.reminder)
    .toResolvedValue((flags: SessionFlags, timer: Timer) => new ReminderViewModel(flags, timer), [SessionFlags, Timer])
    .inSingletonScope()
}
