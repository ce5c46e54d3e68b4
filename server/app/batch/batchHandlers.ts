import * as batch from '@/ports/api/batch'
import * as school from '@/ports/api/school'
import * as user from '@/ports/api/user'
import { handle } from '../shared/handle'
import { artRatios } from './artRatios'
import { batchesByUser } from './batchesByUser'
import { checkBatch } from './checkBatch'
import { sportRatios } from './sportRatios'
import { updateStudentBatch } from './updateStudentBatch'
import { userBatches } from './userBatches'

/** Batches (一段, 二段, art, sport) the student may fill for, the choice itself, and the 综合分 ratios. */
export const batchHandlers = {
  ...handle(batch.userBatches, userBatches),
  ...handle(batch.batchesByUser, batchesByUser),
  ...handle(batch.checkBatch, checkBatch),
  ...handle(user.updateStudentBatch, updateStudentBatch),
  ...handle(school.artRatio, artRatios),
  ...handle(school.sportRatio, sportRatios),
}
