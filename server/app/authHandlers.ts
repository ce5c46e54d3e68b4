import * as user from '@/ports/api/user'
import * as system from '@/ports/api/system'
import { issueCaptcha } from './captcha'
import { forgetPassword } from './forgetPassword'
import { logout } from './logout'
import { handle } from './outcome'
import { passwordLogin } from './passwordLogin'
import { phoneLogin } from './phoneLogin'
import { register } from './register'
import { sendSms } from './sendSms'
import { studentInfo } from './studentInfo'

export const authHandlers = {
  ...handle(user.captchaImage, issueCaptcha),
  ...handle(user.passwordLogin, passwordLogin),
  ...handle(user.phoneLogin, phoneLogin),
  ...handle(user.sendSms, sendSms),
  ...handle(user.register, register),
  ...handle(user.forgetPassword, forgetPassword),
  ...handle(user.logout, logout),
  ...handle(system.studentInfo, studentInfo),
}
