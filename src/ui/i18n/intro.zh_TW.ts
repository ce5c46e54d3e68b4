import { intro_zh_CN } from './intro.zh_CN'
import { taiwanCatalogue } from '../../ports/api/taiwanText'

/** Words of the phone introduction page in Traditional Chinese (tools/introPage.ts), made from the Simplified Chinese ones. */
export const intro_zh_TW = taiwanCatalogue(intro_zh_CN)
