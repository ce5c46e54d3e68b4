import type { Container } from 'inversify'
import { MajorCatalogViewModel } from '@/ui/school/MajorCatalogViewModel'
import { MajorDetailViewModel } from '@/ui/school/MajorDetailViewModel'
import { RankWidgetViewModel } from '@/ui/school/RankWidgetViewModel'
import { SchoolDetailViewModel } from '@/ui/school/SchoolDetailViewModel'
import { SchoolSearchViewModel } from '@/ui/school/SchoolSearchViewModel'
import { SchoolTokens } from '@/ui/school/schoolTokens'
import { UseCases } from './useCases'

/** The school and major look-up pages: singletons, so going back from a detail page keeps the search and the tree. */
export function bindSchoolViewModels(container: Container) {
  container
    .bind(SchoolTokens.search)
    .toResolvedValue((uc: UseCases) => new SchoolSearchViewModel(uc), [UseCases])
    .inSingletonScope()
  container
    .bind(SchoolTokens.detail)
    .toResolvedValue((uc: UseCases) => new SchoolDetailViewModel(uc), [UseCases])
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
}
