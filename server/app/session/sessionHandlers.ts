import * as system from '@/ports/api/system'
import * as user from '@/ports/api/user'
import { handle } from '../shared/handle'
import { logout } from './logout'
import { studentInfo } from './studentInfo'

/** The signed-in session: who is calling, and signing out. */
export const sessionHandlers = {
  ...handle(user.logout, logout),
  ...handle(system.studentInfo, studentInfo),
}
