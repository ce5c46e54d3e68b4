import { assessment_zh_CN } from './assessment.zh_CN'
import { taiwanCatalogue } from '../../ports/api/taiwanText'

/** The interest tests' words in Traditional Chinese (Taiwan usage), made from the Simplified Chinese ones by the build (tools/taiwanCatalogues.ts). */
export const assessment_zh_TW = taiwanCatalogue(assessment_zh_CN)
