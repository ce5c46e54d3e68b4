import type { Token } from '../ServiceContext'
import type { MajorCatalogViewModel } from './MajorCatalogViewModel'
import type { MajorDetailViewModel } from './MajorDetailViewModel'
import type { RankWidgetViewModel } from './RankWidgetViewModel'
import type { SchoolDetailViewModel } from './SchoolDetailViewModel'
import type { SchoolSearchViewModel } from './SchoolSearchViewModel'

/** Tokens of the look-up pages' view models (bound in src/composition/bindSchoolViewModels.ts). */
export const SchoolTokens = {
  search: Symbol('SchoolSearchViewModel') as Token<SchoolSearchViewModel>,
  detail: Symbol('SchoolDetailViewModel') as Token<SchoolDetailViewModel>,
  catalog: Symbol('MajorCatalogViewModel') as Token<MajorCatalogViewModel>,
  major: Symbol('MajorDetailViewModel') as Token<MajorDetailViewModel>,
  rank: Symbol('RankWidgetViewModel') as Token<RankWidgetViewModel>,
}
