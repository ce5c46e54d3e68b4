import * as system from '@/ports/api/system'
import * as user from '@/ports/api/user'
import { handle } from '../shared/handle'
import { logout } from './logout'
import { logoutEverywhere } from './logoutEverywhere'
import { studentInfo } from './studentInfo'

/** The signed-in session: who is calling, and signing out. */
export const sessionHandlers = {
  ...handle(user.logout, logout),
  ...handle(user.logoutEverywhere, logoutEverywhere),
  ...handle(system.studentInfo, studentInfo),
}
