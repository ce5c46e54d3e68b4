import * as batch from '@/ports/api/batch'
import * as user from '@/ports/api/user'
import { handle } from '../shared/handle'
import { changePassword } from './changePassword'
import { changePasswordBySms } from './changePasswordBySms'
import { checkUser } from './checkUser'
import { inviteCodeOf } from './inviteCodeOf'
import { listInvitation } from './listInvitation'
import { saveScores } from './saveScores'
import { updateProfile } from './updateProfile'

/** The student's profile: scores, whether it is complete, and the personal-info page (password, nickname, avatar, invitations). */
export const profileHandlers = {
  ...handle(batch.saveScores, saveScores),
  ...handle(user.checkUser, checkUser),
  ...handle(user.changePassword, changePassword),
  ...handle(user.changePasswordBySms, changePasswordBySms),
  ...handle(user.updateProfile, updateProfile),
  ...handle(user.listInvitation, listInvitation),
  ...handle(user.inviteCodeOf, inviteCodeOf),
}
