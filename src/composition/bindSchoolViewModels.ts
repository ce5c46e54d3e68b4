import type { Container } from 'inversify'
import { Clock, EventBus, Toast } from '@/ports'
import { HomeViewModel } from '@/ui/home/HomeViewModel'
import { HomeTokens } from '@/ui/home/homeTokens'
import { MajorCatalogViewModel } from '@/ui/school/MajorCatalogViewModel'
import { MajorDetailViewModel } from '@/ui/school/MajorDetailViewModel'
import { RankWidgetViewModel } from '@/ui/school/RankWidgetViewModel'
import { SchoolDetailViewModel } from '@/ui/school/SchoolDetailViewModel'
import { SchoolSearchViewModel } from '@/ui/school/SchoolSearchViewModel'
import { SchoolTokens } from '@/ui/school/schoolTokens'
import type { AppStore } from '@/ui/stores/AppStore'
import type { LanguageStore } from '@/ui/stores/LanguageStore'
import { UiTokens } from '@/ui/tokens'
import { UseCases } from './useCases'

/**
 * The school and major look-up pages and the home page: singletons, so going back from a detail page keeps
 * the search and the tree, and home is kept alive.
 */
export function bindSchoolViewModels(container: Container) {
  container
    .bind(SchoolTokens.search)
    .toResolvedValue((uc: UseCases) => new SchoolSearchViewModel(uc), [UseCases])
    .inSingletonScope()
  container
    .bind(SchoolTokens.detail)
    .toResolvedValue(
      (uc: UseCases, app: AppStore, events: EventBus, toast: Toast, language: LanguageStore) =>
        new SchoolDetailViewModel({
          ...uc,
          userId: () => app.user?.id ?? null,
          events,
          toast,
          translate: (key, params) => language.i18n.t(key, params ?? {}),
        }),
      [UseCases, UiTokens.app, EventBus, Toast, UiTokens.language],
    )
    .inSingletonScope()
  container
    .bind(SchoolTokens.catalog)
    .toResolvedValue((uc: UseCases) => new MajorCatalogViewModel(uc), [UseCases])
    .inSingletonScope()
  container
    .bind(SchoolTokens.major)
    .toResolvedValue((uc: UseCases) => new MajorDetailViewModel(uc), [UseCases])
    .inSingletonScope()
  container
    .bind(SchoolTokens.rank)
    .toResolvedValue((uc: UseCases) => new RankWidgetViewModel(uc), [UseCases])
    .inSingletonScope()
  container
    .bind(HomeTokens.home)
    .toResolvedValue(
      (uc: UseCases, app: AppStore, clock: Clock) => new HomeViewModel({ ...uc, user: () => app.user, now: () => clock.now() }),
      [UseCases, UiTokens.app, Clock],
    )
    .inSingletonScope()
}
