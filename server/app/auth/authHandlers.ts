import * as user from '@/ports/api/user'
import { handle } from '../shared/handle'
import { forgetPassword } from './forgetPassword'
import { issueCaptcha } from './issueCaptcha'
import { passwordLogin } from './passwordLogin'
import { phoneLogin } from './phoneLogin'
import { issueChallenge } from './proofOfWork'
import { register } from './register'
import { sendSms } from './sendSms'

/** Signing in and up: picture code, proof-of-work challenge, SMS code, password and SMS login, register, forgotten password. */
export const authHandlers = {
  ...handle(user.captchaImage, issueCaptcha),
  ...handle(user.passwordLogin, passwordLogin),
  ...handle(user.phoneLogin, phoneLogin),
  ...handle(user.sendSms, sendSms),
  ...handle(user.proofChallenge, issueChallenge),
  ...handle(user.register, register),
  ...handle(user.forgetPassword, forgetPassword),
}
