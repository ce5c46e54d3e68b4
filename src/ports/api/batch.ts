import { z } from 'zod'
import { endpoint } from './endpoint'
import { Batch, Id, Student, UserIdField } from './schemas'

export const userBatches = endpoint('userBatches', 'GET', '/api/gk/gk-batch/list/user', z.object({ userId: UserIdField }), z.array(Batch), { issue: 4 })
/** Whether the student's score reaches the batch line: data true/false (spec §4 "Batch change"). */
export const checkBatch = endpoint(
  'checkBatch',
  'GET',
  '/api/gk/gk-batch/getBatch',
  z.object({ batchId: Id, userId: UserIdField }),
  z.boolean(),
  { issue: 4 },
)
export const batchesByUser = endpoint('batchesByUser', 'GET', '/api/gk/gk-batch/listByUserId', z.object({ userId: UserIdField }), z.array(Batch), { issue: 4 })
export const saveScores = endpoint('saveScores', 'POST', '/api/gk/gk-batch/updScore', Student.extend({ userId: UserIdField }), Student, { issue: 4 })
