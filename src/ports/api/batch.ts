import { z } from 'zod'
import { deferred } from './deferred'
import { endpoint } from './endpoint'
import { Batch, Id, Student, UserBatchItem, UserIdField } from './schemas'

/** Free text of the score form: bounded so an oversized field is refused before any rule runs. */
const text = (max: number) => z.string().max(max, 'common.tooLong').nullable().optional()

export const userBatches = endpoint(
  'userBatches',
  'GET',
  '/api/gk/gk-batch/list/user',
  () => z.object({ userId: UserIdField }),
  () => z.array(Batch),
)
/** Whether the student's score reaches the batch line: data true/false (false: the student confirms before switching). */
export const checkBatch = endpoint(
  'checkBatch',
  'GET',
  '/api/gk/gk-batch/getBatch',
  () => z.object({ batchId: Id, userId: UserIdField }),
  () => z.boolean(),
)
export const batchesByUser = endpoint(
  'batchesByUser',
  'GET',
  '/api/gk/gk-batch/listByUserId',
  () => z.object({ userId: UserIdField }),
  () => z.array(Batch),
)
/**
 * The body is core/domain saveScoresPayload's output; the server re-validates it
 * with the same domain rules, recomputes the totals and the rank, and answers the saved record.
 */
export const saveScores = endpoint(
  'saveScores',
  'POST',
  '/api/gk/gk-batch/updScore',
  () =>
    Student.extend({
      userId: UserIdField,
      schoolProvince: text(32),
      name: text(32),
      sex: text(8),
      province: text(32),
      city: text(32),
      district: text(32),
      zone: text(32),
      highSchool: text(64),
      subject: text(120),
      artTypeName: text(32),
      batchName: text(32),
      rank: text(8),
      isFill: text(4),
      targetProvince: z.array(z.string().max(32, 'common.tooLong')).max(40, 'common.tooLong').nullable().optional(),
      userBatch: z
        .array(UserBatchItem.extend({ artType: text(32) }))
        .max(2, 'common.tooLong')
        .nullable()
        .optional(),
    }),
  () => Student,
)

/** 综合分 ratio rows (core/domain/compositeScore ScoreRatio), served as data by the provinceRatio calls. */
export const ScoreRatioSchema = deferred(() =>
  z.object({
    kind: z.enum(['art', 'sport']),
    type: z.string(),
    cultureWeight: z.number(),
    proWeight: z.number(),
    proScale: z.number(),
    proMax: z.number(),
  }),
)
