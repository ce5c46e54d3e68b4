import type { Container } from 'inversify'
import { HttpApi } from '@/ports'
import { MajorCatalogViewModel } from '@/ui/school/MajorCatalogViewModel'
import { MajorDetailViewModel } from '@/ui/school/MajorDetailViewModel'
import { RankWidgetViewModel } from '@/ui/school/RankWidgetViewModel'
import { SchoolDetailViewModel } from '@/ui/school/SchoolDetailViewModel'
import { SchoolSearchViewModel } from '@/ui/school/SchoolSearchViewModel'
import { SchoolTokens } from '@/ui/school/schoolTokens'

/** Issue 3's look-up pages: singletons, so going back from a detail page keeps the search and the tree. */
export function bindSchoolViewModels(container: Container) {
  container.bind(SchoolTokens.search).toResolvedValue((api: HttpApi) => new SchoolSearchViewModel(api), [HttpApi]).inSingletonScope()
  container.bind(SchoolTokens.detail).toResolvedValue((api: HttpApi) => new SchoolDetailViewModel(api), [HttpApi]).inSingletonScope()
  container.bind(SchoolTokens.catalog).toResolvedValue((api: HttpApi) => new MajorCatalogViewModel(api), [HttpApi]).inSingletonScope()
  container.bind(SchoolTokens.major).toResolvedValue((api: HttpApi) => new MajorDetailViewModel(api), [HttpApi]).inSingletonScope()
  container.bind(SchoolTokens.rank).toResolvedValue((api: HttpApi) => new RankWidgetViewModel(api), [HttpApi]).inSingletonScope()
}
