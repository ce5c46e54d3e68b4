import * as batch from '@/ports/api/batch'
import * as school from '@/ports/api/school'
import * as user from '@/ports/api/user'
import { changePassword, changePasswordBySms, inviteCodeOf, listInvitation, updateProfile } from './accountSettings'
import { batchesByUser, checkBatch, updateStudentBatch, userBatches } from './batchChoice'
import { handle, ok } from './outcome'
import { highSchoolAreas, highSchoolCities, highSchools } from './highSchoolPlaces'
import { saveScores } from './saveScores'
import { checkUser, isReadType, userCount } from './userFacts'

/** Issue 4: scores, batches, 综合分 ratios and the personal-info page. */
export const profileHandlers = {
  ...handle(batch.saveScores, saveScores),
  ...handle(batch.userBatches, userBatches),
  ...handle(batch.batchesByUser, batchesByUser),
  ...handle(batch.checkBatch, checkBatch),
  ...handle(user.updateStudentBatch, updateStudentBatch),
  ...handle(school.artRatio, async (deps, input) =>
    ok((await deps.repos.batches.ratios()).filter((ratio) => ratio.kind === 'art' && (!input.artType || ratio.type === input.artType))),
  ),
  ...handle(school.sportRatio, async (deps) => ok((await deps.repos.batches.ratios()).filter((ratio) => ratio.kind === 'sport'))),
  ...handle(user.changePassword, changePassword),
  ...handle(user.changePasswordBySms, changePasswordBySms),
  ...handle(user.updateProfile, updateProfile),
  ...handle(user.listInvitation, listInvitation),
  ...handle(user.inviteCodeOf, inviteCodeOf),
  ...handle(user.isReadType, isReadType),
  ...handle(user.userCount, userCount),
  ...handle(user.checkUser, checkUser),
  ...handle(school.highSchoolCities, highSchoolCities),
  ...handle(school.highSchoolAreas, highSchoolAreas),
  ...handle(school.highSchools, highSchools),
}
