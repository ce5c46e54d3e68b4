import { z } from 'zod'
import { numeric } from './wireValues'
import { endpoint } from './endpoint'
import { FIRST_CALL_PATHS } from './firstCallPaths'
import { Empty, LoginUser, MenuNode, ShortText, SystemSetting, UserIdField } from './schemas'

export const systemSettingList = endpoint(
  'systemSettingList',
  'GET',
  FIRST_CALL_PATHS.settings,
  () => Empty,
  () => z.array(SystemSetting),
  { auth: false },
)

export const systemSettingDetail = endpoint(
  'systemSettingDetail',
  'GET',
  '/api/gk/system-edit/detailed',
  () => z.object({ fieldName: z.string().min(1).max(64) }),
  () => SystemSetting.nullable(),
  { auth: false },
)

export const userMenu = endpoint(
  'userMenu',
  'GET',
  FIRST_CALL_PATHS.menus,
  () => Empty,
  () => z.array(MenuNode),
  { auth: false },
)

export const userAgreement = endpoint(
  'userAgreement',
  'GET',
  '/api/gk/user-agreement/detailed',
  () => z.object({ id: numeric(z.number().int().positive()).default(1) }),
  () => z.object({ id: z.number().int(), title: z.string(), content: z.string() }),
  { auth: false },
)

export const studentInfo = endpoint(
  'studentInfo',
  'GET',
  FIRST_CALL_PATHS.student,
  () => z.object({ id: UserIdField }),
  () => z.object({ loginUser: LoginUser, threeOn: z.number().int().nullable() }),
)

/** Client error report: duplicate plan items and codes -1/-2. Stored server-side. */
export const errorReport = endpoint(
  'errorReport',
  'POST',
  '/api/gk/excel/errorMsg',
  () =>
    z.object({
      apiName: ShortText,
      content: z.string().max(4000, 'common.tooLong'),
      param: z.string().max(4000, 'common.tooLong').optional().default(''),
      userId: UserIdField,
    }),
  () => z.null(),
  { auth: false },
)

/** Dictionary items (dictDataName/dictDataId, shown as label/value). */
export const dictItems = endpoint(
  'dictItems',
  'GET',
  '/api/ele/admin-dict-item/list',
  () => z.object({ dictId: numeric(z.number().int().positive()) }),
  () => z.array(z.object({ dictDataName: z.string(), dictDataId: z.union([z.number(), z.string()]) })),
  { auth: false },
)
