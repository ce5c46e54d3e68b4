import type { Container } from 'inversify'
import { EventBus, HttpApi, Navigator, SessionFlags, type Toast } from '@/ports'
import type { AppStore } from '@/ui/stores/AppStore'
import { UiTokens } from '@/ui/tokens'
import { AiVolunteerViewModel } from '@/ui/volunteer/AiVolunteerViewModel'
import { PlanSearchViewModel } from '@/ui/volunteer/PlanSearchViewModel'
import { ReminderViewModel } from '@/ui/volunteer/ReminderViewModel'
import { VolunteerCheckViewModel } from '@/ui/volunteer/VolunteerCheckViewModel'
import { VolunteerListViewModel } from '@/ui/volunteer/VolunteerListViewModel'
import { VolunteerTokens } from '@/ui/volunteer/volunteerTokens'

type Translate = (key: string, params?: Record<string, unknown>) => string

/** Issue 5's pages: singletons, so the generated list and the search filters survive route changes. */
export function bindVolunteerViewModels(container: Container, ui: { toast: Toast; translate: Translate }) {
  const { toast, translate } = ui
  container.bind(VolunteerTokens.list).toResolvedValue((api: HttpApi) => new VolunteerListViewModel({ api, toast, translate }), [HttpApi]).inSingletonScope()
  container.bind(VolunteerTokens.aiForm).toResolvedValue(
    (api: HttpApi, navigator: Navigator, list: VolunteerListViewModel, app: AppStore, events: EventBus) =>
      new AiVolunteerViewModel({
        api,
        navigator,
        toast,
        translate,
        list,
        user: () => app.user,
        refreshUser: () => app.refreshUser(),
        chooseBatch: () => events.emit('openChooseBatch', {}),
        onBatchChange: (listener) => events.on('BatchChange', listener),
      }),
    [HttpApi, Navigator, VolunteerTokens.list, UiTokens.app, EventBus],
  ).inSingletonScope()
  container.bind(VolunteerTokens.referral).toResolvedValue((api: HttpApi) => new PlanSearchViewModel({ api, toast, translate }), [HttpApi]).inSingletonScope()
  container.bind(VolunteerTokens.plans).toResolvedValue((api: HttpApi) => new PlanSearchViewModel({ api, toast, translate }), [HttpApi]).inSingletonScope()
  container.bind(VolunteerTokens.check).toResolvedValue(
    (api: HttpApi, list: VolunteerListViewModel, navigator: Navigator) => new VolunteerCheckViewModel({ api, list, navigator, toast, translate }),
    [HttpApi, VolunteerTokens.list, Navigator],
  ).inSingletonScope()
  container.bind(VolunteerTokens.reminder).toResolvedValue((flags: SessionFlags) => new ReminderViewModel(flags), [SessionFlags]).inSingletonScope()
}
