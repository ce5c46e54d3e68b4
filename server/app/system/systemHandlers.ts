import * as system from '@/ports/api/system'
import * as user from '@/ports/api/user'
import { handle } from '../shared/handle'
import { agreement } from './agreement'
import { isReadType } from './isReadType'
import { listSettings } from './listSettings'
import { reportError } from './reportError'
import { settingDetail } from './settingDetail'
import { userCount } from './userCount'
import { userMenu } from './userMenu'

/** Settings, menus, the agreement and whether it was read, client error reports, the public user count. */
export const systemHandlers = {
  ...handle(system.systemSettingList, listSettings),
  ...handle(system.systemSettingDetail, settingDetail),
  ...handle(system.userMenu, userMenu),
  ...handle(system.userAgreement, agreement),
  ...handle(system.errorReport, reportError),
  ...handle(user.isReadType, isReadType),
  ...handle(user.userCount, userCount),
}
