import * as system from '@/ports/api/system'
import { agreement } from './agreement'
import { listSettings } from './listSettings'
import { handle } from './outcome'
import { reportError } from './reportError'
import { settingDetail } from './settingDetail'
import { userMenu } from './userMenu'

export const systemHandlers = {
  ...handle(system.systemSettingList, listSettings),
  ...handle(system.systemSettingDetail, settingDetail),
  ...handle(system.userMenu, userMenu),
  ...handle(system.userAgreement, agreement),
  ...handle(system.errorReport, reportError),
}
